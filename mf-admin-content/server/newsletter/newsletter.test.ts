// The newsletter through the real platform and a real SMTP server: double opt-in with the mailed
// link, no enumeration, unsubscribe by token, tokens never stored or logged readable, the staff
// list and CSV export (Pages.Newsletter), tenant scoping, validation and the per-IP limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@armatura/shared-libs/server';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

let p: TestPlatform;
let tresci: string;
const N = '/api/services/app/Newsletter';
const subscribe = (payload: object, more: { tenantId?: number; remoteAddress?: string } = {}) =>
  p.call({ method: 'POST', url: `${N}/Subscribe`, payload, ...more });
const byToken = (token: string, tenantId?: number) =>
  p.call({ method: 'GET', url: `${N}/GetNewsletterByToken`, query: { token }, tenantId });
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

beforeAll(async () => {
  p = await createTestPlatform({ mail: true, env: { NEWSLETTER_RATE_LIMIT: '40' } });
  tresci = await p.login('tresci');
}, 120_000);
afterAll(async () => {
  await p?.close();
});

describe('double opt-in', () => {
  let token = '';

  it('mails a confirmation link whose token is in no log and no table', async () => {
    const res = await subscribe({ email: ' Jan.Kowalski@Example.pl ' });
    expect(res.status).toBe(200);
    expect(res.body.result.message).toMatch(/link potwierdzający/);
    const mail = await p.lastMail('jan.kowalski@example.pl');
    expect(mail.template).toBe('NewsletterConfirmation');
    token = tokenIn(mail.text)!;
    expect(token).toHaveLength(43);
    expect(mail.text).toContain(`http://localhost:8080/newsletter?token=${token}`);
    expect(mail.text).toContain(`/newsletter?token=${token}&action=unsubscribe`);
    const log = await sql<{
      body_text: string;
      body_html: string;
    }>`select body_text, body_html from content.email_log where recipient = 'jan.kowalski@example.pl'`.execute(
      p.ctx.db,
    );
    expect(log.rows[0]!.body_text).toContain('••••••');
    const dump = JSON.stringify(
      (await sql`select * from content.newsletter_subscriptions`.execute(p.ctx.db)).rows,
    );
    expect(JSON.stringify(log.rows) + dump).not.toContain(token);
  });

  it('the link shows the pending subscription; confirming through Subscribe {token} confirms it', async () => {
    expect((await byToken(token)).body.result).toEqual({
      email: 'jan.kowalski@example.pl',
      status: 'pending',
    });
    const res = await subscribe({ token });
    expect(res.body.result.message).toBe('Zapis na newsletter został potwierdzony.');
    expect((await byToken(token)).body.result.status).toBe('confirmed');
    expect((await subscribe({ token })).status).toBe(200); // idempotent
  });

  it('answers a known and an unknown address alike, and mails a pending address only once in a while', async () => {
    const sent = p.mailbox!.messages().length;
    const known = await subscribe({ email: 'jan.kowalski@example.pl' });
    const fresh = await subscribe({ email: 'nowy.adres@example.pl' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(fresh.body);
    await p.lastMail('nowy.adres@example.pl');
    await subscribe({ email: 'nowy.adres@example.pl' });
    await p.ctx.events.drain();
    // One mail for the new address; none for the confirmed one nor for the repeated request.
    expect(p.mailbox!.messages().length).toBe(sent + 1);
  });

  it('unsubscribes by token; subscribing again mails a new link and the old one stops working', async () => {
    const res = await p.call({ method: 'POST', url: `${N}/Unsubscribe`, payload: { token } });
    expect(res.body.result.message).toBe('Adres został wypisany z newslettera.');
    expect((await byToken(token)).body.result.status).toBe('unsubscribed');
    const before = p.mailbox!.messages('jan.kowalski@example.pl').length;
    await subscribe({ email: 'jan.kowalski@example.pl' });
    await p.ctx.events.drain();
    const mail = await p.mailbox!.waitFor('jan.kowalski@example.pl', { since: before });
    const next = tokenIn(mail.text)!;
    expect(next).not.toBe(token);
    expect((await byToken(token)).status).toBe(404);
    expect((await byToken(next)).body.result.status).toBe('pending');
  });

  it('refuses unknown and malformed tokens and bad addresses with Polish messages', async () => {
    const unknown = 'A'.repeat(43);
    expect((await byToken(unknown)).status).toBe(404);
    expect((await byToken(unknown)).body.error.message).toBe(
      'Link jest nieprawidłowy lub nieaktualny.',
    );
    expect((await byToken('krótki')).status).toBe(400);
    const unsub = await p.call({
      method: 'POST',
      url: `${N}/Unsubscribe`,
      payload: { token: unknown },
    });
    expect(unsub.status).toBe(404);
    const bad = await subscribe({ email: 'to-nie-adres' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Podaj poprawny adres e-mail.');
    expect(bad.body.error.validationErrors[0].members).toEqual(['email']);
    expect((await subscribe({})).body.error.message).toBe(
      'Podaj adres e-mail albo token z linku potwierdzającego.',
    );
  });
});

describe('staff list and export (Pages.Newsletter)', () => {
  it('lists with filter, status, paging and sorting; refuses callers without the permission', async () => {
    const all = await p.call({ method: 'GET', url: `${N}/GetAll`, token: tresci });
    expect(all.status).toBe(200);
    expect(all.body.result.totalCount).toBeGreaterThanOrEqual(2);
    const pending = await p.call({
      method: 'GET',
      url: `${N}/GetAll`,
      token: tresci,
      query: { status: 'pending', filter: 'kowalski', sorting: 'email asc', maxResultCount: '1' },
    });
    expect(pending.body.result).toMatchObject({
      totalCount: 1,
      items: [{ email: 'jan.kowalski@example.pl', status: 'pending' }],
    });
    const badSort = await p.call({
      method: 'GET',
      url: `${N}/GetAll`,
      token: tresci,
      query: { sorting: 'token_mac' },
    });
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.validationErrors[0].members).toEqual(['sorting']);
    expect((await p.call({ method: 'GET', url: `${N}/GetAll` })).status).toBe(401);
    const b2c = await p.login('b2c');
    expect((await p.call({ method: 'GET', url: `${N}/GetAll`, token: b2c })).status).toBe(403);
    expect((await p.call({ method: 'GET', url: `${N}/ExportCsv`, token: b2c })).status).toBe(403);
  });

  it('exports CSV for Excel with formula-looking cells defused', async () => {
    await subscribe({ email: '=HYPERLINK(1)@example.pl' });
    const res = await p.call({ method: 'GET', url: `${N}/ExportCsv`, token: tresci });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="newsletter-/);
    const text = String(res.body);
    expect(text.startsWith('\uFEFFE-mail;Status;Data zapisu')).toBe(true);
    expect(text).toContain('jan.kowalski@example.pl;oczekuje na potwierdzenie;');
    expect(text).toContain("'=hyperlink(1)@example.pl");
    expect(text).not.toMatch(/(^|\n|;)=hyperlink/);
  });

  it('keeps tenants apart: the other shop sees none of these and the link does not work there', async () => {
    const other = await p.login('admin', 2);
    const list = await p.call({ method: 'GET', url: `${N}/GetAll`, token: other });
    expect(list.body.result.items.map((i: { email: string }) => i.email)).not.toContain(
      'jan.kowalski@example.pl',
    );
    await subscribe({ email: 'druga.firma@example.pl' }, { tenantId: 2 });
    const token = tokenIn((await p.lastMail('druga.firma@example.pl')).text)!;
    expect((await byToken(token, 2)).body.result.status).toBe('pending');
    expect((await byToken(token, 1)).status).toBe(404);
  });
});

it('limits Subscribe per IP', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 41; i++)
    statuses.push(
      (await subscribe({ email: `limit${i}@example.pl` }, { remoteAddress: '10.77.0.1' })).status,
    );
  expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
  expect(statuses[40]).toBe(429);
  const other = await subscribe({ email: 'inny@example.pl' }, { remoteAddress: '10.77.0.2' });
  expect(other.status).toBe(200);
}, 60_000);
