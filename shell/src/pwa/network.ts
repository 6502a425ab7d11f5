// Online/offline tracking (storefront.md §4); the shell shows a banner while offline.
import { atom } from 'nanostores';

export const $online = atom<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine);

export function watchNetwork(target: Window = window): () => void {
  const on = () => $online.set(true);
  const off = () => $online.set(false);
  target.addEventListener('online', on);
  target.addEventListener('offline', off);
  return () => {
    target.removeEventListener('online', on);
    target.removeEventListener('offline', off);
  };
}
