/**
 * The header search box: plain HTML until the visitor reaches for it, then the autocomplete
 * combo box (react-aria's combo box, list and popover, search-ui's driver), loaded on demand so
 * no page's first load pays for them (issue 16). What was typed meanwhile carries over.
 */
import { lazy, startTransition, Suspense, useState } from 'react';
import { preloadComboBox } from '@armatura/shared-libs/ui';
import { SearchBoxIdle } from './SearchBoxIdle';

// The view and the kit's combo box (a chunk of the shell's kit) load side by side.
const loadView = () => {
  void preloadComboBox().catch(() => undefined); // a failure shows when the view renders it
  return import('./SearchBoxView');
};
const SearchBoxView = lazy(async () => ({ default: (await loadView()).SearchBoxView }));

export function SearchBox() {
  const [active, setActive] = useState(false);
  const [term, setTerm] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const idle = (
    <SearchBoxIdle
      term={term}
      onTermChange={setTerm}
      onFocusChange={setFocused}
      // A transition keeps this very box (its input, focus and caret) on screen while the code
      // loads; an urgent update would swap it for the Suspense fallback, a new input without focus.
      onActivate={() => startTransition(() => setActive(true))}
      onIntent={() => void loadView()}
    />
  );
  return (
    <Suspense fallback={idle}>
      {active ? <SearchBoxView initialTerm={term} autoFocus={focused} /> : idle}
    </Suspense>
  );
}
