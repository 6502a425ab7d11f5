// Entry of the shell. With Module Federation's asyncStartup the shared modules are ready
// before this runs, so no import('./bootstrap') indirection is needed.
import { bootstrap } from './bootstrap';
import { shellTexts } from './texts';

bootstrap().catch((error: unknown) => {
  console.error('[shell] start-up failed', error);
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'padding:1rem;font-family:system-ui';
  notice.textContent = shellTexts.t('startFailed');
  document.body.append(notice);
});
