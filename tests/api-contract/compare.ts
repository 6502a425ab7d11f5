// Which changes between the recorded API and the current one break a caller built against the
// recorded one — a remote version still served to open tabs, or one a team may roll back to.
// json-schema-diff compares the sets of values two schemas accept:
// - a request part breaks callers when it accepts less than before ("removals": a request the old
//   remote sends is refused now — a new required field, a narrower type or range);
// - an answer breaks callers when it may hold values the old schema did not allow ("additions": a
//   field the old remote reads is gone or optional, or may now be null or another type).
// The library ignores enum, const, pattern and format (its KEYWORDS.md); those changes are left to
// review, and ARCHITECTURE.md's expand/contract rules say how to make them.
import jsonSchemaDiff from 'json-schema-diff';
import type { ApiContract, RouteContract } from './collect.js';

export interface BreakingChange {
  route: string;
  part: keyof RouteContract | 'route';
  why: string;
}

const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;
/** An absent request schema: fastify validates nothing, so every value is accepted. */
const ANYTHING = {};

export async function breakingChanges(
  recorded: ApiContract,
  current: ApiContract,
): Promise<BreakingChange[]> {
  const found: BreakingChange[] = [];
  for (const [route, before] of Object.entries(recorded)) {
    const after = current[route];
    if (!after) {
      found.push({ route, part: 'route', why: 'the route is gone' });
      continue;
    }
    for (const part of REQUEST_PARTS) {
      if (same(before[part], after[part]) || after[part] === undefined) continue;
      const diff = await diffValues(closed(before[part] ?? ANYTHING), after[part]);
      if (diff.removalsFound)
        found.push({
          route,
          part,
          why: `refuses requests it accepted: ${show(diff.removedJsonSchema)}`,
        });
    }
    if (before.response === undefined || same(before.response, after.response)) continue;
    if (after.response === undefined) {
      found.push({ route, part: 'response', why: 'the answer is no longer described' });
      continue;
    }
    const diff = await diffValues(before.response, after.response);
    if (diff.additionsFound)
      found.push({
        route,
        part: 'response',
        why: `may answer what callers did not expect: ${show(diff.addedJsonSchema)}`,
      });
  }
  return found;
}

/** Routes the record does not hold yet (new routes break nobody, but must be recorded). */
export function unrecordedRoutes(recorded: ApiContract, current: ApiContract): string[] {
  return Object.keys(current).filter((route) => !(route in recorded));
}

type Schema = Parameters<typeof jsonSchemaDiff.diffSchemas>[0]['sourceSchema'];

function diffValues(before: unknown, after: unknown) {
  return jsonSchemaDiff.diffSchemas({
    sourceSchema: before as Schema,
    destinationSchema: after as Schema,
  });
}

/**
 * An old caller sends only the fields its contract declares: a field added since (optional, of any
 * type) breaks nobody, though an open schema accepted any value under that name before.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closed(v)]));
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function show(schema: unknown): string {
  const text = JSON.stringify(schema);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
