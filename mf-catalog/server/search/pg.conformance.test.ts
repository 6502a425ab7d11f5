import { afterAll, beforeAll, describe } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { conformanceSuite } from './conformance.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({
    env: { ELASTICSEARCH_URL: undefined, ELASTICSEARCH_CLOUD_ID: undefined },
  });
});
afterAll(async () => {
  await p?.close();
});

describe('search conformance: PostgreSQL engine', () => conformanceSuite(() => p));
