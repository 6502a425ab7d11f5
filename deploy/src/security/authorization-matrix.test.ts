// The authorization matrix: every route of every API module (platform.routes) × every kind of
// caller (anonymous, each seeded user of tenant 1, the admin of tenant 2). The expected answer of
// each cell comes from the route's own config and the caller's granted permissions as the server
// reports them: permission held → the handler answers (never 401/403); not held → 403 signed in,
// 401 anonymous; `auth: true` → 401 anonymous. Routes with no permission and no auth must be on
// the PUBLIC list, and customer-reachable routes taking an id on OWNER or NOT_OWNED (policy file).
// One platform (one seed) for the whole file, in this order: the route table's classification, the
// owner fixtures (authorization-matrix.owners.ts), privilege escalation
// (authorization-matrix.escalation.ts), and the matrix last: its admitted calls change data (they
// delete product 1, the b2b limit…), which the fixtures before it rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { RouteRecord } from '@armatura/shared-libs/server';
import { createTestPlatform, type TestPlatform } from '../testing.js';
import { loadIdentities, STAFF, type Identity } from './authorization-matrix.identities.js';
import {
  expectedFor,
  judge,
  parameterNames,
  probeFor,
  schemaRejected,
  type Cell,
} from './authorization-matrix.expect.js';
import {
  ID_LIKE,
  NOT_OWNED,
  OWNER,
  PUBLIC,
  TARGET_CHECKED,
  key,
} from './authorization-matrix.policy.js';
import { ownerTests } from './authorization-matrix.owners.js';
import { escalationTests } from './authorization-matrix.escalation.js';

let p: TestPlatform;
let ids: Identity[];
const cells: (Cell & { ok: boolean })[] = [];
const rejectedSamples = new Set<string>();
const serverErrors: string[] = [];
let requests = 0; // every request of this file (sign-ins, fixtures, escalation attempts, matrix)

const routeKey = (r: RouteRecord) => key(r.method, r.url);
const isPublic = (r: RouteRecord) => !r.config.permission && !r.config.auth;
const CUSTOMERS = ['anonymous', 'b2b', 'b2b2', 'b2c'];

beforeAll(async () => {
  p = await createTestPlatform();
  const call = p.call;
  p.call = (options) => {
    requests += 1;
    return call(options);
  };
  ids = await loadIdentities(p);
}, 120_000);
afterAll(async () => {
  await p?.close();
});

describe('the route table is classified', () => {
  it('every route without permission and auth is on the PUBLIC list, with a reason', () => {
    const unlisted = p.routes.filter((r) => isPublic(r) && !PUBLIC[routeKey(r)]).map(routeKey);
    expect(
      unlisted,
      'routes open to anyone but not on PUBLIC: add a permission/auth, or list them with a reason',
    ).toEqual([]);
  });

  it('the PUBLIC, OWNER, NOT_OWNED and TARGET_CHECKED lists name only routes that exist (PUBLIC: still without permission)', () => {
    const byKey = new Map(p.routes.map((r) => [routeKey(r), r]));
    expect(
      Object.keys(PUBLIC).filter((k) => !byKey.has(k) || !isPublic(byKey.get(k)!)),
      'stale PUBLIC entries',
    ).toEqual([]);
    expect(
      Object.keys(OWNER).filter((k) => !byKey.has(k)),
      'stale OWNER entries',
    ).toEqual([]);
    expect(
      Object.keys(NOT_OWNED).filter((k) => !byKey.has(k)),
      'stale NOT_OWNED entries',
    ).toEqual([]);
    expect(
      Object.keys(TARGET_CHECKED).filter((k) => !byKey.has(k)),
      'stale TARGET_CHECKED entries',
    ).toEqual([]);
  });

  it('every route a customer or guest may call with an id-like parameter is on OWNER or NOT_OWNED', () => {
    const customers = ids.filter((i) => CUSTOMERS.includes(i.name));
    const unclassified = p.routes
      .filter(
        (r) =>
          customers.some((c) => expectedFor(r, c).allowed) &&
          parameterNames(r).some((n) => ID_LIKE.test(n)),
      )
      .map(routeKey)
      .filter((k) => !OWNER[k] && !NOT_OWNED[k]);
    expect(
      unclassified,
      'owner-scoped? add to OWNER with a fixture; else NOT_OWNED with a reason',
    ).toEqual([]);
  });
});

ownerTests(() => ({ p, ids }));
escalationTests(() => ({ p, ids }));

describe('authorization matrix', () => {
  it('answers every route × identity as its permission config says', async () => {
    for (const route of p.routes) {
      const probe = probeFor(route);
      // One route at a time, all identities at once: the same order on every run, and each
      // identity gets its own client address so per-IP rate limits do not answer for the handler.
      const answers = await Promise.all(
        ids.map((who, i) =>
          p.call({
            ...probe,
            method: probe.method as InjectOptions['method'],
            token: who.token,
            tenantId: who.token ? undefined : who.tenantId,
            remoteAddress: `10.9.0.${i + 1}`,
          }),
        ),
      );
      answers.forEach((res, i) => {
        const who = ids[i]!;
        const expected = expectedFor(route, who);
        const problem = judge(route, who, expected, res.status, probe);
        if (expected.allowed && schemaRejected(res.status, res.body))
          rejectedSamples.add(routeKey(route));
        if (res.status >= 500)
          serverErrors.push(`${routeKey(route)} as ${who.name}: ${res.status}`);
        cells.push({
          route: routeKey(route),
          identity: who.name,
          expected: expected.allowed ? 'handler' : String(expected.status),
          status: res.status,
          message: problem ? `${problem}: ${res.body?.error?.message ?? ''}` : undefined,
          ok: !problem,
        });
      });
    }
    // MATRIX_DEBUG=1 prints every cell (route, identity, expected, got).
    if (process.env.MATRIX_DEBUG)
      for (const c of cells) console.log(`${c.route}\t${c.identity}\t${c.expected}\t${c.status}`);
    const unexpected = cells.filter((c) => !c.ok);
    console.log(
      `authorization matrix: ${p.routes.length} routes × ${ids.length} identities = ${cells.length} cells, ${requests} requests sent by this file, ${unexpected.length} unexpected results, ${serverErrors.length} server errors in admitted cells (${p.dbLabel})`,
    );
    if (serverErrors.length)
      console.log(
        `server errors (not authorization; for the API/fuzz suites):\n  ${serverErrors.join('\n  ')}`,
      );
    expect(
      unexpected.map((c) => `${c.route} as ${c.identity}: got ${c.status}, ${c.message}`),
    ).toEqual([]);
  }, 240_000);

  it("reaches the handler: every sample the generator builds passes the route's schema", () => {
    expect(cells.length).toBeGreaterThan(0);
    expect(
      [...rejectedSamples],
      'the schema refused the generated sample; teach authorization-matrix.sample.ts the new shape',
    ).toEqual([]);
  });

  it("staff of one domain are refused every other domain's routes (403)", () => {
    for (const name of STAFF) {
      const foreign = cells.filter((c) => c.identity === name && c.expected === '403');
      expect(foreign.length, `${name} should be refused some routes`).toBeGreaterThan(10);
      expect(foreign.filter((c) => c.status !== 403).map((c) => `${c.route}: ${c.status}`)).toEqual(
        [],
      );
    }
  });

  it("the other tenant's admin holds every permission in their own tenant, and anonymous only the guest grants", () => {
    const other = ids.find((i) => i.name === 'admin@2')!;
    const admin = ids.find((i) => i.name === 'admin')!;
    expect([...admin.permissions].sort()).toEqual([...other.permissions].sort());
    expect([...ids.find((i) => i.name === 'anonymous')!.permissions]).toEqual([
      'Pages.ShoppingCart',
    ]);
  });
});
