// `npm run api:contract`: records the current API (tests/api-contract/recorded.json) after checking
// it against the record. New routes and compatible changes are recorded at once; a breaking change
// is refused unless `--accept-breaking` says this is the contract step of an expand/contract change
// (ARCHITECTURE.md, "Changing an API or a table"): no served remote version uses the old shape.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { collectApiContract, serializeApiContract, type ApiContract } from './collect.js';
import { breakingChanges } from './compare.js';
import { RECORDED_CONTRACT } from './recorded.js';

const acceptBreaking = process.argv.includes('--accept-breaking');
// No record yet: everything is new, nothing can break.
const recorded = existsSync(RECORDED_CONTRACT)
  ? (JSON.parse(readFileSync(RECORDED_CONTRACT, 'utf8')) as ApiContract)
  : {};
const current = await collectApiContract();
const breaking = await breakingChanges(recorded, current);
for (const change of breaking)
  console.error(`breaking: ${change.route} (${change.part}): ${change.why}`);
if (breaking.length && !acceptBreaking) {
  console.error(
    `\n${breaking.length} breaking change(s): not recorded. Expand first (add beside the old shape);` +
      ' record with --accept-breaking only when no served remote version uses the old one.',
  );
  process.exit(1);
}
writeFileSync(RECORDED_CONTRACT, serializeApiContract(current));
console.log(`recorded ${Object.keys(current).length} routes in ${RECORDED_CONTRACT}`);
