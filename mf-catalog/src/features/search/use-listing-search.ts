// The listing's search state for its components, updated as a React transition. useStore
// (useSyncExternalStore) renders every store change in one piece, and a search's answer re-renders
// the whole listing (results, facets, toolbar): on a phone one task of ≈ 0.2 s. As a transition
// React yields to the browser meanwhile. Every listing component reads the state through this hook,
// so their updates share one transition and commit together (no component shows another answer).
import { startTransition, useEffect, useState } from 'react';
import { $listingSearch } from './listing-search';
import type { ListingSearchState } from './listing-search-state';

export function useListingSearch(): ListingSearchState {
  const [state, setState] = useState($listingSearch.get());
  useEffect(() => {
    // A change between the first render and this subscription is taken at once.
    setState($listingSearch.get());
    return $listingSearch.listen((next) => startTransition(() => setState(next)));
  }, []);
  return state;
}
