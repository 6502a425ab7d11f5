// Entry of the shell. With Module Federation's asyncStartup the shared modules are ready
// before this runs, so no import('./bootstrap') indirection is needed.
import { bootstrap } from './bootstrap';

bootstrap().catch((error: unknown) => {
  console.error('[shell] start-up failed', error);
  document.body.insertAdjacentHTML(
    'beforeend',
    '<p role="alert" style="padding:1rem;font-family:system-ui">Nie udało się uruchomić sklepu. Odśwież stronę.</p>',
  );
});
