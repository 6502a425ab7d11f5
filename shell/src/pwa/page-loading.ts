// Page loading has start, finish and fail states (storefront.md §4). The shell's progress bar
// shows them; single-spa's app-change events drive them (loading a remote takes the time).
import { atom } from 'nanostores';

export type PageLoading = 'idle' | 'loading' | 'finished' | 'failed';

export const $pageLoading = atom<PageLoading>('idle');

export const pageLoading = {
  start: () => $pageLoading.set('loading'),
  finish: () => $pageLoading.set('finished'),
  fail: () => $pageLoading.set('failed'),
};

export function watchPageLoading(target: Window = window): void {
  target.addEventListener('single-spa:before-app-change', pageLoading.start);
  target.addEventListener('single-spa:app-change', pageLoading.finish);
  target.addEventListener('single-spa:before-no-app-change', pageLoading.finish);
}
