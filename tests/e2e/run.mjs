// `npm run test:e2e`: Playwright's runner with our config (the host is started by the config).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../../shell/dist/index.html', import.meta.url))) {
  console.error('The platform is not built: run "npm run build" first (npm test does it for you).');
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
