// The e-mail log and SMTP delivery through the real platform and a real SMTP server (the sink):
// who may read the log, and mail surviving an SMTP outage (queued, retried, delivered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@armatura/shared-libs/server';
import type { SmtpSink } from '@armatura/shared-libs/server/testing';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

let p: TestPlatform;
let admin: string;
let sink: SmtpSink;
const LOG = '/api/services/app/Email/GetAllEmailLogs';
const ONE = '/api/services/app/Email/GetEmailLog';
const sendReset = (emailAddress: string) =>
  p.call({
    method: 'POST',
    url: '/api/services/app/Account/SendPasswordResetCode',
    payload: { emailAddress },
  });
const logRow = async (to: string) =>
  (
    await sql<
      Record<string, any>
    >`select l.*, (select count(*) from content.email_delivery d where d.log_id = l.id)::int as pending
  from content.email_log l where recipient = ${to} order by id desc limit 1`.execute(p.ctx.db)
  ).rows[0]!;

beforeAll(async () => {
  // A fast retry loop, so the test sees it work without waiting 15 s.
  p = await createTestPlatform({ mail: true, env: { MAIL_RETRY_POLL_MS: '100' } });
  sink = p.mailbox!;
  admin = await p.login('admin');
});
afterAll(async () => {
  await p?.close();
});

describe('who reads the e-mail log', () => {
  it('a content editor without Pages.Notification.EmailLog gets 403; a user granted it reads the log, secrets masked', async () => {
    await sendReset('anna.nowak@example.pl');
    await p.ctx.events.drain();
    const tresci = await p.login('tresci');
    expect((await p.call({ method: 'GET', url: LOG, token: tresci })).status).toBe(403);
    const first = await p.call({
      method: 'GET',
      url: LOG,
      token: admin,
      query: { filter: 'anna.nowak', maxResultCount: '1' },
    });
    const id = String(first.body.result.items[0].id);
    expect((await p.call({ method: 'GET', url: ONE, token: tresci, query: { id } })).status).toBe(
      403,
    );
    expect((await p.call({ method: 'GET', url: ONE, query: { id } })).status).toBe(401);

    const konta = await p.ctx.db
      .selectFrom('shell.users')
      .select('id')
      .where('user_name', '=', 'konta')
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow();
    const before = await p.login('konta');
    expect((await p.call({ method: 'GET', url: LOG, token: before })).status).toBe(403);
    await p.ctx.db
      .insertInto('shell.user_permissions')
      .values({ user_id: konta.id, permission: 'Pages.Notification.EmailLog', is_granted: true })
      .execute();
    const granted = await p.login('konta');
    const list = await p.call({
      method: 'GET',
      url: LOG,
      token: granted,
      query: { filter: 'anna.nowak' },
    });
    expect(list.status).toBe(200);
    expect(list.body.result.items[0]).toMatchObject({
      template: 'PasswordResetCode',
      status: 'sent',
      attempts: 1,
      nextAttemptTime: null,
    });
    const one = await p.call({ method: 'GET', url: ONE, token: granted, query: { id } });
    expect(one.body.result.bodyText).toMatch(/Twój kod do zmiany hasła: ••••••\n/);
    expect(one.body.result.bodyText).not.toMatch(/\d{6}/);
  });

  it('the permission is in the catalogue as "Dziennik e-maili" and the seeded Admin holds it', async () => {
    const config = await p.call({
      method: 'GET',
      url: '/AbpUserConfiguration/GetAll',
      token: admin,
    });
    expect(config.body.result.auth.allPermissions['Pages.Notification.EmailLog']).toBe('true');
    expect(config.body.result.auth.grantedPermissions['Pages.Notification.EmailLog']).toBe('true');
    expect(
      p.ctx.permissions.all().find((d) => d.name === 'Pages.Notification.EmailLog')?.displayName,
    ).toBe('Dziennik e-maili');
  });
});

describe('SMTP outage', () => {
  it('keeps the mail queued while the server is down and delivers it, secret intact, once it is back', async () => {
    await sink.stop();
    expect((await sendReset('jan.kowalski@instalbud.pl')).status).toBe(200);
    await p.ctx.events.drain();
    const outbox = await p.ctx.db
      .selectFrom('platform.outbox')
      .select(['processed_at', 'last_error'])
      .where('type', '=', 'mail.requested')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ last_error: null });
    expect(outbox.processed_at).not.toBeNull();
    const queued = await logRow('jan.kowalski@instalbud.pl');
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, pending: 1 });
    expect(queued.error).toMatch(/ECONNECTION|ECONNREFUSED/);
    const wait = new Date(queued.next_attempt_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(p.ctx.mail?.health()).toMatchObject({
      state: 'down',
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    const staff = await p.call({
      method: 'GET',
      url: ONE,
      token: admin,
      query: { id: String(queued.id) },
    });
    expect(staff.body.result).toMatchObject({ status: 'queued', attempts: 1 });
    expect(sink.messages('jan.kowalski@instalbud.pl')).toHaveLength(0);

    await sink.listen();
    // The minute of backoff passes; the retry loop (not the test) sends it.
    await sql`update content.email_log set next_attempt_at = now() where id = ${queued.id}`.execute(
      p.ctx.db,
    );
    const mail = await sink.waitFor('jan.kowalski@instalbud.pl', { timeoutMs: 10_000 });
    const code = /hasła: (\d{6})\n/.exec(mail.text)![1]!;
    await expect.poll(async () => (await logRow('jan.kowalski@instalbud.pl')).status).toBe('sent');
    expect(await logRow('jan.kowalski@instalbud.pl')).toMatchObject({
      status: 'sent',
      attempts: 2,
      pending: 0,
      next_attempt_at: null,
      error: null,
    });
    expect(p.ctx.mail?.health()).toEqual({ state: 'up' });
    const reset = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/ResetPassword',
      payload: {
        emailAddress: 'jan.kowalski@instalbud.pl',
        resetCode: code,
        password: 'po4awarii',
      },
    });
    expect(reset.body.result).toEqual({ canLogin: true, userName: 'b2b' });
  });

  it('gives up after the last retry and drops the sealed body', async () => {
    await sink.stop();
    await sendReset('anna.nowak@example.pl');
    await p.ctx.events.drain();
    const row = await logRow('anna.nowak@example.pl');
    expect(row.status).toBe('queued');
    // Five retries later (1 min … 6 h), still down.
    await sql`update content.email_log set attempts = 5, next_attempt_at = now() where id = ${row.id}`.execute(
      p.ctx.db,
    );
    await expect
      .poll(async () => (await logRow('anna.nowak@example.pl')).status, { timeout: 10_000 })
      .toBe('failed');
    expect(await logRow('anna.nowak@example.pl')).toMatchObject({
      attempts: 6,
      pending: 0,
      next_attempt_at: null,
    });
    await sink.listen();
  });
});
