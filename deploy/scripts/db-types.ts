// `npm run db:types`: rewrites every domain's server/db/tables.ts from the migrations.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { displayPath, generateTableTypes } from '../src/db-types/generate.js';

for (const [file, text] of await generateTableTypes()) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${displayPath(file)}`);
}
