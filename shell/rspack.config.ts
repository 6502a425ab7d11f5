// Build of the shell (the host): `npm run build -w shell` → dist/ (index.html, main.[hash].js,
// manifest.webmanifest, sw.js, icons). Remotes are not listed here: they come from /registry.json.
import { fileURLToPath } from 'node:url';
import { createShellConfig } from '@armatura/shared-libs/mf-build';

export default createShellConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 3000,
});
