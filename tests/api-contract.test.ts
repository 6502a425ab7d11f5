// A remote version that open tabs still run, or that a team rolls back to, calls the API it was
// built against. This suite holds the current API to the recorded one (tests/api-contract/
// recorded.json, `npm run api:contract`): no route gone, no request it sent refused, no answer it
// reads changed. The checker itself is tested on small schemas first, so a pass means something.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectApiContract, type ApiContract } from './api-contract/collect';
import { breakingChanges, unrecordedRoutes } from './api-contract/compare';
import { RECORDED_CONTRACT } from './api-contract/recorded';

const ROUTE = 'POST /api/services/app/Probe/Create';
const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});
const probe = (body: unknown, response: unknown): ApiContract => ({ [ROUTE]: { body, response } });
const BODY = object({ name: { type: 'string', maxLength: 50 } }, ['name']);
const ANSWER = object({ result: object({ id: { type: 'integer' } }, ['id']) }, ['result']);

describe('the compatibility checker', () => {
  const check = (body: unknown, response: unknown) =>
    breakingChanges(probe(BODY, ANSWER), probe(body, response));

  it('passes an unchanged route, a new optional field, a longer text and a new answer field', async () => {
    expect(await check(BODY, ANSWER)).toEqual([]);
    const wider = object({ name: { type: 'string', maxLength: 80 }, note: { type: 'string' } }, [
      'name',
    ]);
    const more = object(
      { result: object({ id: { type: 'integer' }, code: { type: 'string' } }, ['id', 'code']) },
      ['result'],
    );
    expect(await check(wider, more)).toEqual([]);
  });

  it('finds a new required field and a shorter text limit in a request', async () => {
    const required = object({ name: { type: 'string' }, vat: { type: 'string' } }, ['name', 'vat']);
    expect(await check(required, ANSWER)).toMatchObject([{ route: ROUTE, part: 'body' }]);
    const shorter = object({ name: { type: 'string', maxLength: 20 } }, ['name']);
    expect(await check(shorter, ANSWER)).toMatchObject([{ part: 'body' }]);
  });

  it('finds an answer field gone, made optional or made nullable', async () => {
    const gone = object({ result: object({}) }, ['result']);
    expect(await check(BODY, gone)).toMatchObject([{ part: 'response' }]);
    const nullable = object(
      { result: object({ id: { anyOf: [{ type: 'integer' }, { type: 'null' }] } }, ['id']) },
      ['result'],
    );
    expect(await check(BODY, nullable)).toMatchObject([{ part: 'response' }]);
  });

  it('finds a route gone and lists routes not recorded yet', async () => {
    expect(await breakingChanges(probe(BODY, ANSWER), {})).toMatchObject([{ part: 'route' }]);
    expect(unrecordedRoutes({}, probe(BODY, ANSWER))).toEqual([ROUTE]);
  });
});

describe('the API against the recorded contract', () => {
  const recorded = JSON.parse(readFileSync(RECORDED_CONTRACT, 'utf8')) as ApiContract;
  let current: ApiContract;

  it('reads every route of the composed platform', async () => {
    current = await collectApiContract();
    // Every module's routes: far more than any one domain has.
    expect(Object.keys(current).length).toBeGreaterThan(200);
  });

  it('breaks no caller built against the record (expand/contract, ARCHITECTURE.md)', async () => {
    const breaking = await breakingChanges(recorded, current);
    expect(breaking.map((c) => `${c.route} (${c.part}): ${c.why}`)).toEqual([]);
  });

  it('has every route recorded (npm run api:contract)', () => {
    expect(unrecordedRoutes(recorded, current)).toEqual([]);
  });
});
