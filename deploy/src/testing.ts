// API tests of every domain run against the real composed platform (all modules, real auth),
// on in-memory PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { createPlatform, type Platform, type DomainModule } from '@armatura/shared-libs/server';
import {
  createTestDatabase,
  startSmtpSink,
  type TestDatabaseTemplate,
  type MailFilter,
  type ReceivedMail,
  type SmtpSink,
} from '@armatura/shared-libs/server/testing';
import type { InjectOptions } from 'fastify';
import { allModules } from './modules.js';

export const DEMO_PASSWORD = '123qwe';
const TEST_PUBLIC_URL = 'http://localhost:8080';

export interface TestPlatform extends Platform {
  /** Signs in a demo user (admin, b2b, b2b2, b2c, konta, tresci, sprzedaz, zamowienia) and returns the access token. */
  login(userName?: string, tenantId?: number): Promise<string>;
  /** app.inject with an optional bearer token; answers the parsed body too. */
  call(
    options: InjectOptions & { token?: string; tenantId?: number },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  dbLabel: string;
  /** With `mail: true`: the SMTP server the platform sends to (what a recipient gets). */
  mailbox: SmtpSink | null;
  /** With `mail: true`: delivers pending events, then the newest mail matching `filter`. */
  lastMail(filter: MailFilter): Promise<ReceivedMail>;
}

export interface TestPlatformOptions {
  seed?: 'minimal' | 'demo';
  modules?: DomainModule[];
  env?: Record<string, string | undefined>;
  /** Send mail by SMTP to a local sink (startSmtpSink), read with `lastMail`. */
  mail?: boolean;
}

/**
 * The database a default test platform starts from: every module's migrations and the seed, built
 * once per test run and copied for each test (shared-libs testing/test-database.ts). Only that:
 * no routes and no onReady, which writes settings from each test's own environment (its SMTP sink,
 * broker) on the test's own start. Each copy makes its own JWT secret at start, as a new one would.
 */
function allModulesTemplate(seed: 'minimal' | 'demo'): TestDatabaseTemplate {
  return {
    key: `all-modules-${seed}`,
    async prepare(url) {
      const platform = await createPlatform({
        modules: allModules.map(({ onReady: _onReady, ...m }) => ({
          ...m,
          routes: async () => undefined,
        })),
        databaseUrl: url,
        dataDir: `/tmp/armatura-test-${process.pid}`,
        publicUrl: TEST_PUBLIC_URL,
        seed,
        startDispatcher: false,
        env: { ...process.env, AMQP_URL: undefined, SMTP_URL: undefined },
      });
      try {
        await platform.ctx.db
          .deleteFrom('platform.settings')
          .where('key', '=', 'jwt_secret')
          .execute();
        return await platform.database.dumpImage?.();
      } finally {
        await platform.close();
      }
    },
  };
}

export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  // Other modules or environment variables may seed differently: those tests start from scratch.
  const template =
    options.modules || options.env ? undefined : allModulesTemplate(options.seed ?? 'minimal');
  const testDb = await createTestDatabase(template);
  const mailbox = options.mail ? await startSmtpSink() : null;
  const platform = await createPlatform({
    modules: options.modules ?? allModules,
    databaseUrl: testDb.url,
    pgliteImage: testDb.pgliteImage,
    dataDir: `/tmp/armatura-test-${process.pid}`,
    publicUrl: TEST_PUBLIC_URL,
    seed: options.seed ?? 'minimal',
    startDispatcher: false,
    env: {
      ...process.env,
      AUTH_RATE_LIMIT: '10000',
      AMQP_URL: undefined,
      SMTP_URL: mailbox?.url,
      ...options.env,
    },
  });
  const call: TestPlatform['call'] = async ({ token, tenantId, headers, ...rest }) => {
    const res = await platform.app.inject({
      ...rest,
      headers: {
        ...(headers ?? {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(tenantId ? { 'abp.tenantid': String(tenantId) } : {}),
      },
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      /* binary or text answer */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    ...platform,
    dbLabel: testDb.label,
    call,
    mailbox,
    async lastMail(filter) {
      if (!mailbox)
        throw new Error('createTestPlatform({ mail: true }) reads mail; this platform sends none');
      await platform.ctx.events.drain();
      return mailbox.waitFor(filter);
    },
    async login(userName = 'admin', tenantId = 1) {
      const res = await call({
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        tenantId,
        payload: { userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false },
      });
      if (res.status !== 200)
        throw new Error(`login ${userName} failed: ${JSON.stringify(res.body)}`);
      return res.body.result.accessToken as string;
    },
    async close() {
      await platform.close();
      await mailbox?.close();
      await testDb.drop();
    },
  };
}

/**
 * The real API host for browser-store tests (`// @vitest-environment happy-dom`): the test platform
 * listening on 127.0.0.1 at a free port, with the happy-dom page moved onto that origin. A store's
 * requests then go through the page's own HTTP client (`@armatura/shared-libs/http`: headers from
 * cookies, envelope unwrapping, error catalogue) and happy-dom's fetch, over a real socket, to
 * every real module — what a browser on the shop's origin does, with no fake server to drift.
 *
 * Why the page moves (`window.happyDOM.setURL`) rather than pointing the client elsewhere: the
 * API is same-origin in production and answers no CORS, so a page on another origin (e.g. the
 * `@vitest-environment-options` URL, which cannot know a random port) would have its fetch
 * refused. A fixed port per file was rejected: files run in parallel, a port may be taken.
 * After the move the page is `http://127.0.0.1:<port><the path it had>`: plain http, so the session
 * writes its cookies SameSite=Lax without Secure (its documented fallback for http pages).
 *
 * One host per test file: start it in beforeAll (a few seconds: migrations and the seed), `close`
 * in afterAll. Sign in with the real session store (`signIn` of `@armatura/shared-libs/session`,
 * password DEMO_PASSWORD) or take a bare token with `login`.
 */
export interface TestApiHost {
  /** The composed platform behind the socket (`call`, `login`, `ctx` for direct checks). */
  platform: TestPlatform;
  /** `http://127.0.0.1:<port>`: the page's origin after start. */
  url: string;
  /** Signs in a demo user through the API and returns the access token (no browser state changes). */
  login(userName?: string, tenantId?: number): Promise<string>;
  /** Stops listening and closes the platform (database, mailbox). */
  close(): Promise<void>;
}

export interface TestApiHostOptions extends TestPlatformOptions {
  /** Move the happy-dom page onto the host's origin and point the HTTP client at it (default true). */
  page?: boolean;
}

interface HappyDomWindow {
  happyDOM?: { setURL(url: string): void };
  location: Location;
}

export async function startTestApiHost(options: TestApiHostOptions = {}): Promise<TestApiHost> {
  const { page = true, ...platformOptions } = options;
  const win = (globalThis as { window?: HappyDomWindow }).window;
  if (page && !win?.happyDOM)
    throw new Error(
      'startTestApiHost: add `// @vitest-environment happy-dom` to the test file (or pass page: false)',
    );
  const platform = await createTestPlatform(platformOptions);
  let url: string;
  try {
    url = (await platform.app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/$/, '');
  } catch (error) {
    await platform.close();
    throw error;
  }
  if (page && win?.happyDOM) {
    win.happyDOM.setURL(`${url}${win.location.pathname}${win.location.search}`);
    // Imported here so API tests that never start a host do not load the browser client.
    const { configureHttp, fetchTransport } = await import('@armatura/shared-libs/http');
    configureHttp({ baseURL: '', transport: fetchTransport });
  }
  return {
    platform,
    url,
    login: (userName, tenantId) => platform.login(userName, tenantId),
    // Closing the Fastify app stops the listener and ends its idle keep-alive sockets.
    close: () => platform.close(),
  };
}
