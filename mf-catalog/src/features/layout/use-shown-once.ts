/**
 * Holding a part of a screen until its pieces have come (layout shift: a piece filling in later
 * would push what is below it down the screen). Used by the home page and the listing's sidebar.
 */
import { useEffect, useState } from 'react';

/** A resource's or search's status: it has answered, with data or with an error. */
export const answered = (status: string) => status === 'ready' || status === 'error';

/**
 * True from the first time `ready` is, for good: a later reload or search (its status back to
 * loading) never hides what was shown.
 */
export function useShownOnce(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready) setShown(true);
  }, [ready]);
  return shown || ready;
}
