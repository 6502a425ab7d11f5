// Build of the mf_admin_content remote: `npm run build -w mf-admin-content` → dist/ (mf-manifest.json,
// remoteEntry.js) and dist/server/render.mjs, the widgets the host renders into a page's HTML
// (src/server-render/). `rspack serve` builds only the browser config.
// Keep `exposes` short: it is this team's public surface (ARCHITECTURE.md §3).
import { fileURLToPath } from 'node:url';
import { createRemoteBuilds } from '@armatura/shared-libs/mf-build';
import { surface } from './src/public/routes';

export default createRemoteBuilds({
  name: 'mf_admin_content',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  // Routes, menu entries and titles: mf-manifest.json's `armatura.surface`, read by the shell.
  surface,
  port: 3005,
  exposes: {
    './spa': './src/exposed/spa.tsx',
    './HomeHero': './src/exposed/HomeHero.tsx',
  },
  serverEntry: './src/server-render/render.tsx',
});
