// Build of the mf_catalog remote: `npm run build -w mf-catalog` → dist/ (mf-manifest.json,
// remoteEntry.js) and dist/server/render.mjs, the screens rendered for Node: the host renders the
// page's screen into its HTML (src/server-render/), found beside the manifest, so a release
// carries it. `rspack serve` builds only the browser config.
// Keep `exposes` short: it is this team's public surface (ARCHITECTURE.md §3).
import { fileURLToPath } from 'node:url';
import { createRemoteBuilds } from '@armatura/shared-libs/mf-build';
import { surface } from './src/public/routes';

export default createRemoteBuilds({
  name: 'mf_catalog',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  // Routes, menu entries and titles: mf-manifest.json's `armatura.surface`, read by the shell.
  surface,
  port: 3001,
  exposes: {
    './spa': './src/exposed/spa.tsx',
    './SearchBox': './src/exposed/SearchBox.tsx',
  },
  serverEntry: './src/server-render/render.tsx',
});
