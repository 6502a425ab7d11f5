// Entry of the shell. With Module Federation's asyncStartup the shared modules are ready
// before this runs, so no import('./bootstrap') indirection is needed for them; the eager
// imports below keep every module in this chunk (no request more) and only choose when each is
// evaluated.
//
// Evaluating the start-up's modules is work of its own, and a server-rendered page is already
// painted when it runs: react-dom's module, the UI kit's (react-aria reads the browser's locale
// there, which starts its Intl data) and the shell's own were one task of about 170 ms of a
// phone's CPU, counted whole as blocking time (issue 16). In three tasks, each is shorter.
import { shellTexts } from './texts';
import { yieldToBrowser } from './yield-to-browser';

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@armatura/shared-libs/ui');
  await yieldToBrowser();
  const { bootstrap } = await import(/* webpackMode: "eager" */ './bootstrap');
  await bootstrap();
}

start().catch((error: unknown) => {
  console.error('[shell] start-up failed', error);
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'padding:1rem;font-family:system-ui';
  notice.textContent = shellTexts.t('startFailed');
  document.body.append(notice);
});
