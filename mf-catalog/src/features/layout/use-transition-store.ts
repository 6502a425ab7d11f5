// A store's value for a screen, each change rendered as a React transition. useStore
// (useSyncExternalStore) renders every change in one piece: a search's answer re-renders the whole
// listing (results, facets, toolbar), one task of ≈ 0.2 s on a phone. As a transition React
// yields to the browser while it renders. Components that must show the same value of a store
// together read it the same way: changes reported in one call share one transition and commit
// together (all the listing's parts read the search state through this hook).
// Not for a change that first shows a screen's content: a transition's passive effects run after
// the browser has painted, and react-aria's collections (breadcrumbs, selects) fill in an effect,
// so the page can be painted once with them empty, then move (the product page: CLS 0.066).
// On the listing the content is shown by the screen's mount; later answers only replace it.
import { startTransition, useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useTransitionStore<Value>(store: ReadableAtom<Value>): Value {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    const stop = store.listen((next) => startTransition(() => setValue(() => next)));
    // Read after listening: a change since the first render, or one the store made as it started
    // (nanostores runs onMount before the first listener is added), is taken at once.
    setValue(() => store.get());
    return stop;
  }, [store]);
  return value;
}
