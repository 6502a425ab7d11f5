// Build of the shell (the host): `npm run build -w shell` → dist/ (index.html, main.[hash].js,
// manifest.webmanifest, sw.js, icons). Remotes are not listed here: they come from /registry.json.
// The build also makes the shell's layout for Node (dist-server/render-shell.mjs), which the host
// renders into an anonymous visitor's page (src/server-render/); the dev server needs only the
// browser build.
import { fileURLToPath } from 'node:url';
import { createServerRenderConfig, createShellConfig } from '@armatura/shared-libs/mf-build';

const dir = fileURLToPath(new URL('.', import.meta.url));
const browser = createShellConfig({ dir, port: 3000 });
const server = createServerRenderConfig({
  dir,
  uniqueName: 'shell',
  entries: { 'render-shell': './src/server-render/render-shell.tsx' },
});

export default (env: { RSPACK_SERVE?: boolean } = {}) =>
  env.RSPACK_SERVE ? browser : [browser, server];
