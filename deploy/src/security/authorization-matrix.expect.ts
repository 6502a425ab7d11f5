// How one cell of the matrix (route × identity) is expected to answer, computed from the route's
// own config and the identity's granted permissions, and how an actual answer is judged.
import type { InjectOptions } from 'fastify';
import type { RouteRecord } from '@armatura/shared-libs/server';
import type { Identity } from './authorization-matrix.identities.js';
import { ID_LIKE, OWNER, PUBLIC, TARGET_CHECKED, key } from './authorization-matrix.policy.js';
import { fillParams, sampleFor, sampleQuery } from './authorization-matrix.sample.js';

export type Expected = { allowed: true } | { allowed: false; status: 401 | 403 };

export function expectedFor(route: RouteRecord, who: Identity): Expected {
  const anonymous = who.userId === null;
  const { auth, permission } = route.config;
  if (auth && anonymous) return { allowed: false, status: 401 };
  if (permission && !who.permissions.has(permission))
    return { allowed: false, status: anonymous ? 401 : 403 };
  return { allowed: true };
}

export interface Cell {
  route: string;
  identity: string;
  expected: string;
  status: number;
  message?: string;
}

/** The schema refused the sample: the handler was not reached (the matrix's generator must be fixed). */
export const schemaRejected = (status: number, body: any) =>
  status === 400 && body?.error?.message === 'Żądanie jest nieprawidłowe.';

/**
 * null = as expected; otherwise what is wrong with the answer. A refused caller must get exactly
 * 401/403; an admitted one anything but 401/403 (what the handler makes of the sample, even a 5xx,
 * is the subject of the API and fuzz suites: the matrix lists 5xx apart, in its summary).
 */
export function judge(
  route: RouteRecord,
  who: Identity,
  expected: Expected,
  status: number,
  probe: Probe,
): string | null {
  if (!expected.allowed) return status === expected.status ? null : `expected ${expected.status}`;
  const k = key(route.method, route.url);
  const owner = OWNER[k];
  if (status === 401) {
    if (PUBLIC[k]?.credential) return null;
    if (owner?.anonymousNeedsSignIn && who.userId === null) return null;
    return 'expected the handler (not 401)';
  }
  // An owner-scoped route may refuse the object the sample names (not the caller's): that is the
  // fixture's subject. A sample naming no object (null, absent) must be answered.
  const refusesTargets = owner?.denied === 403 || !!TARGET_CHECKED[k];
  if (status === 403 && !(refusesTargets && namesAnObject(probe)))
    return 'expected the handler (not 403)';
  return null;
}

const namesAnObject = (probe: Probe) =>
  [probe.query, probe.payload].some(
    (o) =>
      o &&
      typeof o === 'object' &&
      Object.entries(o).some(([k, v]) => ID_LIKE.test(k) && v !== null && v !== undefined),
  );

export interface Probe {
  method: string;
  url: string;
  query?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

/** The request the matrix sends: the route with a minimal valid query/body from its schema. */
export function probeFor(route: RouteRecord): Probe {
  const schema = (route.schema ?? {}) as Record<string, any>;
  const probe: Probe = { method: route.method, url: fillParams(route.url, schema.params) };
  const query = sampleQuery(schema.querystring);
  if (query) probe.query = query;
  if (schema.body && route.method !== 'GET' && route.method !== 'DELETE')
    probe.payload = sampleFor(schema.body) as Probe['payload'];
  return probe;
}

/** Top-level parameter names of a route (body, query, URL). */
export function parameterNames(route: RouteRecord): string[] {
  const schema = (route.schema ?? {}) as Record<string, any>;
  const names = [schema.body, schema.querystring].flatMap((s) => Object.keys(s?.properties ?? {}));
  return [...names, ...[...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)];
}
