// `npm run promote -- ...`: see deploy/src/releases/commands.ts (and deploy/README.md "Releases").
import { fileURLToPath } from 'node:url';
import { promoteCommand, runAsScript } from '../src/releases/commands.js';
import { releasesDirFromEnv } from '../src/releases/layout.js';

runAsScript(promoteCommand, {
  releasesDir: releasesDirFromEnv(),
  registryDir: fileURLToPath(new URL('../registry', import.meta.url)),
});
