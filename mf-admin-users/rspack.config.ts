// Build of the mf_admin_users remote: `npm run build -w mf-admin-users` → dist/ (mf-manifest.json, remoteEntry.js).
// Keep `exposes` short: it is this team's public surface (ARCHITECTURE.md §3).
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@armatura/shared-libs/mf-build';
import { surface } from './src/public/routes';

export default createRemoteConfig({
  name: 'mf_admin_users',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  // Routes, menu entries and titles: mf-manifest.json's `armatura.surface`, read by the shell.
  surface,
  port: 3004,
  exposes: {
    './spa': './src/exposed/spa.tsx',
  },
});
