// API tests of every domain run against the real composed platform (all modules, real auth),
// on in-memory PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { createPlatform, type Platform, type DomainModule } from '@armatura/shared-libs/server';
import { createTestDatabase, startSmtpSink, type MailFilter, type ReceivedMail, type SmtpSink } from '@armatura/shared-libs/server/testing';
import type { InjectOptions } from 'fastify';
import { allModules } from './modules.js';

export const DEMO_PASSWORD = '123qwe';

export interface TestPlatform extends Platform {
  /** Signs in a demo user (admin, b2b, b2b2, b2c, konta, tresci, sprzedaz, zamowienia) and returns the access token. */
  login(userName?: string, tenantId?: number): Promise<string>;
  /** app.inject with an optional bearer token; answers the parsed body too. */
  call(options: InjectOptions & { token?: string; tenantId?: number }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
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

export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const testDb = await createTestDatabase();
  const mailbox = options.mail ? await startSmtpSink() : null;
  const platform = await createPlatform({
    modules: options.modules ?? allModules,
    databaseUrl: testDb.url,
    dataDir: `/tmp/armatura-test-${process.pid}`,
    publicUrl: 'http://localhost:8080',
    seed: options.seed ?? 'minimal',
    startDispatcher: false,
    env: { ...process.env, AUTH_RATE_LIMIT: '10000', AMQP_URL: undefined, SMTP_URL: mailbox?.url, ...options.env },
  });
  const call: TestPlatform['call'] = async ({ token, tenantId, headers, ...rest }) => {
    const res = await platform.app.inject({
      ...rest,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(tenantId ? { 'abp.tenantid': String(tenantId) } : {}) },
    });
    let body: unknown = res.body;
    try { body = res.json(); } catch { /* binary or text answer */ }
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    ...platform,
    dbLabel: testDb.label,
    call,
    mailbox,
    async lastMail(filter) {
      if (!mailbox) throw new Error('createTestPlatform({ mail: true }) reads mail; this platform sends none');
      await platform.ctx.events.drain();
      return mailbox.waitFor(filter);
    },
    async login(userName = 'admin', tenantId = 1) {
      const res = await call({ method: 'POST', url: '/api/TokenAuth/Authenticate', tenantId, payload: { userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false } });
      if (res.status !== 200) throw new Error(`login ${userName} failed: ${JSON.stringify(res.body)}`);
      return res.body.result.accessToken as string;
    },
    async close() {
      await platform.close();
      await mailbox?.close();
      await testDb.drop();
    },
  };
}
