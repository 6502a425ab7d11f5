import { availableParallelism } from 'node:os';
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
    // One test file per core. Vitest's default is one less than the cores: on CI's 2 cores a single
    // worker, with the second core mostly idle (the main process only transforms modules), and the
    // suites wait on PostgreSQL in its pass. Each file still runs alone in its own process.
    maxWorkers: availableParallelism(),
    // A directory for the run's test-database templates: API suites copy one migrated and seeded
    // database instead of preparing their own (shared-libs/src/server/testing/test-database.ts).
    globalSetup: ['shared-libs/src/server/testing/template-run.ts'],
  },
});
