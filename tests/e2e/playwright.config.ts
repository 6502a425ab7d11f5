// Browser tests against the BUILT platform (run `npm run build` first; `npm test` does).
// Playwright starts the real host on its own port with a fresh embedded database and demo data, and
// drives Debian's Chromium (never a downloaded browser).
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { E2E_PORT, MAIL_SINK } from './support';

const port = E2E_PORT;
const root = join(import.meta.dirname, '..', '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'armatura-e2e-'));
// Remotes released by the browser tests (platform/releases.spec.ts) go to a temporary folder, never
// into the repository. Set once here, in the runner: the workers inherit it with the environment.
process.env.E2E_RELEASES_DIR ??= mkdtempSync(join(tmpdir(), 'armatura-e2e-releases-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The browser tests sign the same demo users in dozens of times a minute from one address; the
  // sign-in rate limit itself is covered by the API suite (shell/server/auth/auth.test.ts).
  // The host mails through a real SMTP server, the test sink, whose received mail the tests read
  // over its HTTP port (checkout/helpers.ts lastMail).
  webServer: [
    {
      command: 'node --import tsx shared-libs/src/server/testing/smtp-sink-main.ts',
      cwd: root,
      url: `http://127.0.0.1:${MAIL_SINK.httpPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SMTP_SINK_PORT: String(MAIL_SINK.smtpPort),
        SMTP_SINK_HTTP_PORT: String(MAIL_SINK.httpPort),
      },
    },
    {
      command: 'node --import tsx deploy/src/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${port}/AbpUserConfiguration/GetAll`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        AUTH_RATE_LIMIT: '1000',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ARMATURA_ENV: 'test',
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: '',
        RELEASES_DIR: process.env.E2E_RELEASES_DIR,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK.smtpPort}`,
      },
    },
  ],
});
