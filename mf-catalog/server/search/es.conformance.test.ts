// The same conformance suite against Elasticsearch. Needs a server at ELASTICSEARCH_URL (none runs
// on the development machine): without one the suite is skipped with the reason printed.
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { conformanceSuite } from './conformance.js';

const url = process.env.ELASTICSEARCH_URL;
async function reachable(): Promise<boolean> {
  if (!url) return false;
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;
  } catch {
    return false;
  }
}
const available = await reachable();
if (!available)
  console.warn(
    `[catalog] Elasticsearch conformance suite skipped: no Elasticsearch answers at ELASTICSEARCH_URL (${url ?? 'not set'}).`,
  );

describe.skipIf(!available)('search conformance: Elasticsearch engine', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await createTestPlatform({
      env: { ELASTICSEARCH_URL: url, ELASTICSEARCH_INDEX: `armatura-test-${process.pid}` },
    });
    const token = await p.login('admin');
    const res = await p.call({
      method: 'POST',
      url: '/api/services/app/Product/SeedElasticSearch',
      token,
    });
    if (res.status !== 200)
      throw new Error(`SeedElasticSearch failed: ${JSON.stringify(res.body)}`);
  }, 120_000);
  afterAll(async () => {
    if (!p) return;
    await p.call({
      method: 'POST',
      url: '/api/services/app/Product/DeleteIndexElasticSearch',
      token: await p.login('admin'),
    });
    await p.close();
  });
  conformanceSuite(() => p);
});
