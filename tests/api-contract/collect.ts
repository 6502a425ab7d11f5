// The API as the running platform declares it: every /api/ route's request and answer schemas,
// read from the composed platform (all modules, the schemas the routes validate and serialize with).
import { createTestPlatform } from '../../deploy/src/testing.js';

/** What a caller may send and will receive on one route (JSON Schema, as the route declares it). */
export interface RouteContract {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  /** The 200 answer, envelope included: the serializer drops whatever it does not list. */
  response?: unknown;
}

/** Keyed "METHOD /path", sorted, so the recorded file diffs line by line. */
export type ApiContract = Record<string, RouteContract>;

const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;

export async function collectApiContract(): Promise<ApiContract> {
  const platform = await createTestPlatform({ seed: 'minimal' });
  try {
    const contract: ApiContract = {};
    for (const route of platform.routes) {
      if (!route.url.startsWith('/api/')) continue;
      // Through JSON: TypeBox keeps its kinds under symbols, which are not part of the contract.
      const schema = JSON.parse(JSON.stringify(route.schema ?? {})) as {
        [part: string]: unknown;
        response?: Record<string, unknown>;
      };
      const entry: RouteContract = {};
      for (const part of REQUEST_PARTS) if (schema[part]) entry[part] = schema[part];
      if (schema.response?.['200']) entry.response = schema.response['200'];
      contract[`${route.method} ${route.url}`] = entry;
    }
    return sortByKey(contract);
  } finally {
    await platform.close();
  }
}

function sortByKey(contract: ApiContract): ApiContract {
  return Object.fromEntries(Object.entries(contract).sort(([a], [b]) => a.localeCompare(b)));
}

/** One route per line: a change shows as the routes it touches. */
export function serializeApiContract(contract: ApiContract): string {
  const lines = Object.entries(contract).map(
    ([key, entry]) => `${JSON.stringify(key)}: ${JSON.stringify(entry)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}
