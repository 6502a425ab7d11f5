// Build of the mf_cart_checkout remote: `npm run build -w mf-cart-checkout` → dist/ (mf-manifest.json, remoteEntry.js).
// Keep `exposes` short: it is this team's public surface (ARCHITECTURE.md §3).
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@armatura/shared-libs/mf-build';
import { surface } from './src/public/routes';

export default createRemoteConfig({
  name: 'mf_cart_checkout',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  // Routes, menu entries and titles: mf-manifest.json's `armatura.surface`, read by the shell.
  surface,
  port: 3002,
  exposes: {
    './spa': './src/exposed/spa.tsx',
    './MiniCart': './src/exposed/MiniCart.tsx',
    './AddToCart': './src/exposed/AddToCart.tsx',
  },
});
