import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: unit tests (node or jsdom-free DOM logic)
// and API tests through Fastify's inject. Browser tests live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ['{shared-libs,shell,mf-*,deploy}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
