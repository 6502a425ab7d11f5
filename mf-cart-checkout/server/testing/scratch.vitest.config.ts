// TEMPORARY, see scratch-setup.ts.
import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['mf-cart-checkout/**/*.test.ts'], setupFiles: ['mf-cart-checkout/server/testing/scratch-setup.ts'], testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks', root: '/work/main' } });
