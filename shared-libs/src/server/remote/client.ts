// A module API in another process: the same contract interface, each method a POST to that
// process's internal route (rpc-routes.ts). The caller cannot tell it from a local module except by
// the errors: the callee's AppErrors arrive as the same AppErrors (status, message, fields), and a
// process that does not answer is a 503 AppError naming the module, so the caller's request ends
// with a clear "try again later" while everything else in the caller goes on.
import { AppError } from '../http/errors.js';
import { decode, encode, NotSendable } from './codec.js';
import { MODULE_SECRET_HEADER } from './secret.js';

export interface RemoteOptions {
  /** The owning process's base URL (from MODULE_URLS). */
  url: string;
  /** MODULE_API_SECRET, sent with every call. */
  secret: string;
  /** Per attempt; reads may take this long times (retries + 1). */
  timeoutMs?: number;
  /** Further attempts of an idempotent read after a timeout or a refused connection. */
  readRetries?: number;
}

/**
 * Reads, by the contracts' naming: retried after a timeout, since running one twice changes nothing.
 * Anything else (a write) is sent again only when the connection was refused, i.e. never arrived.
 */
const READ =
  /^(get|list|find|is|price|product|category|sitemap|published|saved|held|linked|managed|permissions|organizationMembers|userLoginInfo|impersonationCandidates|resolvePermissions)/;
export const isReadMethod = (method: string) => READ.test(method);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function unavailable(module: string, why: string) {
  return new AppError(
    `Moduł „${module}” jest chwilowo niedostępny. Spróbuj ponownie za chwilę.`,
    503,
    why,
  );
}

const refused = (err: unknown) => {
  const code = (err as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
};

/** One call: `path` is the route after the base URL; answers the decoded result. */
export async function callRemote(
  module: string,
  method: string,
  path: string,
  args: unknown[],
  options: RemoteOptions,
): Promise<unknown> {
  let body: string;
  try {
    body = JSON.stringify({ args: args.map((a, i) => encode(a, `${method} argument ${i + 1}`)) });
  } catch (err) {
    if (err instanceof NotSendable) throw new Error(`${module}.${err.message}`, { cause: err });
    throw err;
  }
  const read = isReadMethod(method);
  const attempts = 1 + (options.readRetries ?? 2);
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(`${options.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [MODULE_SECRET_HEADER]: options.secret },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      const again = refused(err) || (read && (err as Error).name === 'TimeoutError');
      if (again && attempt < attempts) {
        await sleep(100 * attempt);
        continue;
      }
      const why = (err as Error).name === 'TimeoutError' ? 'timeout' : 'connection failed';
      throw unavailable(module, `${module}.${method}: ${why}`);
    }
    const answer = (await response.json().catch(() => null)) as {
      result?: unknown;
      success?: boolean;
      error?: {
        code: number;
        message: string;
        details: string | null;
        validationErrors: [] | null;
      };
    } | null;
    if (response.ok && answer?.success) return decode(answer.result);
    // A proxy or a restarting process in between (502/503/504 without our envelope).
    if (!answer?.error || response.status >= 502) {
      if (read && response.status >= 502 && attempt < attempts) {
        await sleep(100 * attempt);
        continue;
      }
      throw unavailable(module, `${module}.${method}: HTTP ${response.status}`);
    }
    const e = answer.error;
    if (response.status === 401)
      // A wrong or missing MODULE_API_SECRET: the deployment's fault, told to operators in details.
      throw unavailable(module, `${module}.${method}: refused, MODULE_API_SECRET differs`);
    if (response.status >= 500)
      throw new Error(`${module}.${method} failed in its process: ${e.message}`);
    throw new AppError(e.message, response.status, e.details, e.validationErrors ?? [], e.code);
  }
}

/** The typed client: every method of T becomes a call to the module's process. */
export function remoteModule<T extends object>(module: string, options: RemoteOptions): T {
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as T, {
    get(_target, property) {
      // Not a thenable (an `await` on the client must not call the module), no symbols.
      if (typeof property !== 'string' || property === 'then') return undefined;
      let fn = methods.get(property);
      if (!fn) {
        fn = (...args: unknown[]) =>
          callRemote(module, property, `/internal/modules/${module}/${property}`, args, options);
        methods.set(property, fn);
      }
      return fn;
    },
  });
}
