// The contact form and the staff list through the real platform and a real SMTP server: Polish
// validation, bot screening (honeypot, signed form-start token, minimum fill time, per-IP limit),
// mail to the shop and to the sender, and the staff calls (Pages.Contacts) with tenant scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@armatura/shared-libs/server';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

let p: TestPlatform;
let admin: string;
let formToken = '';
let ip = 0;
const C = '/api/services/app/Contacts';
const SHOP = 'sklep@example.pl';
const message = (more: object = {}) => ({
  name: 'Jan Kowalski',
  email: 'jan.kowalski@example.pl',
  phone: '+48 600 100 200',
  subject: 'Pytanie o baterię',
  message: 'Czy bateria GRO-1 pasuje do umywalki nablatowej?',
  consent: true,
  formToken,
  website: '',
  ...more,
});
/** Every call from its own address, except where the limit itself is tested. */
const send = (payload: object, url = `${C}/SendMessage`, remoteAddress = `10.5.0.${++ip}`) =>
  p.call({ method: 'POST', url, payload, remoteAddress });
const newToken = async (tenantId?: number) =>
  (await p.call({ method: 'GET', url: `${C}/GetFormToken`, tenantId })).body.result
    .formToken as string;
const stored = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from content.contacts`.execute(p.ctx.db))
    .rows[0]!.n;

beforeAll(async () => {
  p = await createTestPlatform({
    mail: true,
    env: { SHOP_CONTACT_EMAIL: SHOP, CONTACT_RATE_LIMIT: '3' },
  });
  admin = await p.login('admin');
  formToken = await newToken();
  // A person takes a few seconds to fill the form: the token is accepted only after that.
  await new Promise((r) => setTimeout(r, 3100));
}, 120_000);
afterAll(async () => {
  await p?.close();
});

describe('the public form', () => {
  it('stores the message, mails it to the shop and acknowledges it without repeating it', async () => {
    const res = await send(message());
    expect(res.status).toBe(200);
    expect(res.body.result.message).toBe(
      'Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe.',
    );
    const toShop = await p.lastMail(SHOP);
    expect(toShop.template).toBe('ContactMessage');
    expect(toShop.subject).toBe('Formularz kontaktowy: Pytanie o baterię');
    expect(toShop.text).toContain('Od: Jan Kowalski <jan.kowalski@example.pl>');
    expect(toShop.text).toContain('Czy bateria GRO-1 pasuje do umywalki nablatowej?');
    const ack = await p.lastMail('jan.kowalski@example.pl');
    expect(ack.template).toBe('ContactAcknowledgement');
    expect(ack.text).not.toContain('GRO-1');
    expect(ack.subject).not.toContain('Pytanie');
  });

  it('takes the same message under Email/SendMessage; a line break cannot split the mail subject', async () => {
    const res = await send(
      message({ subject: 'Oferta\r\nBcc: ofiara@example.pl', email: 'ewa@example.pl' }),
      '/api/services/app/Email/SendMessage',
    );
    expect(res.status).toBe(200);
    const mail = await p.lastMail((m) => m.to.includes(SHOP) && m.text.includes('ewa@example.pl'));
    expect(mail.subject).toBe('Formularz kontaktowy: Oferta Bcc: ofiara@example.pl');
    expect(mail.to).toEqual([SHOP]);
  });

  it('answers wrong fields with Polish messages naming them, storing nothing', async () => {
    const before = await stored();
    const res = await send(
      message({ name: ' ', email: 'zly-adres', phone: 'abc', message: 'krótko', consent: false }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Formularz zawiera błędy.');
    expect(res.body.error.validationErrors).toEqual([
      { message: 'Podaj imię i nazwisko.', members: ['name'] },
      { message: 'Podaj poprawny adres e-mail.', members: ['email'] },
      { message: 'Podaj poprawny numer telefonu.', members: ['phone'] },
      { message: 'Wiadomość musi mieć co najmniej 10 znaków.', members: ['message'] },
      {
        message: 'Zgoda na przetwarzanie danych jest wymagana, abyśmy mogli odpowiedzieć.',
        members: ['consent'],
      },
    ]);
    expect(await stored()).toBe(before);
  });

  it('screens bots: honeypot, a form token sent back too soon, forged or from another shop', async () => {
    const before = await stored();
    const sentBefore = p.mailbox!.messages().length;
    const honeypot = await send(message({ website: 'https://spam.example' }));
    expect(honeypot.status).toBe(200); // told what a person is told
    const fast = await send(message({ formToken: await newToken() }));
    expect(fast.status).toBe(400);
    expect(fast.body.error.message).toBe(
      'Formularz został wysłany zbyt szybko. Odczekaj chwilę i spróbuj ponownie.',
    );
    const forged = await send(message({ formToken: 'eyJhbGciOiJIUzI1NiJ9.e30.x' }));
    expect(forged.body.error.message).toBe(
      'Formularz wygasł. Odśwież stronę i wyślij wiadomość ponownie.',
    );
    const foreign = await p.call({
      method: 'POST',
      url: `${C}/SendMessage`,
      payload: message(),
      tenantId: 2,
      remoteAddress: '10.5.1.1',
    });
    expect(foreign.status).toBe(400);
    await p.ctx.events.drain();
    expect(await stored()).toBe(before);
    expect(p.mailbox!.messages().length).toBe(sentBefore);
  });

  it('limits messages per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await send(message(), undefined, '10.6.0.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('staff (Pages.Contacts)', () => {
  const list = (query: Record<string, string> = {}, token = admin) =>
    p.call({ method: 'GET', url: `${C}/GetAll`, query, token });

  it('refuses callers without the permission', async () => {
    expect((await p.call({ method: 'GET', url: `${C}/GetAll` })).status).toBe(401);
    expect((await list({}, await p.login('b2c'))).status).toBe(403);
    expect((await list({}, await p.login('sprzedaz'))).status).toBe(403);
  });

  it('lists 5 a page, newest first, with filter, handled flag and allow-listed sorting', async () => {
    const page = await list();
    expect(page.status).toBe(200);
    expect(page.body.result.totalCount).toBe(5);
    expect(page.body.result.items).toHaveLength(5);
    expect(page.body.result.items[0]).toMatchObject({ source: 'form', isHandled: false });
    const ewa = await list({ filter: 'EWA@', sorting: 'creationTime asc' });
    expect(ewa.body.result.items.map((c: { email: string }) => c.email)).toEqual([
      'ewa@example.pl',
    ]);
    expect((await list({ sorting: 'message' })).status).toBe(400);
  });

  it('records a message, marks it handled, edits it and deletes it; another shop gets 404', async () => {
    const created = await p.call({
      method: 'POST',
      url: `${C}/Create`,
      token: admin,
      payload: {
        name: 'Anna Nowak',
        email: 'anna@example.pl',
        subject: 'Telefon',
        message: 'Prosi o kontakt w sprawie reklamacji.',
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.result.id;
    expect(created.body.result).toMatchObject({ source: 'staff', isHandled: false });
    const update = (payload: object, token = admin) =>
      p.call({ method: 'PUT', url: `${C}/Update`, token, payload: { id, ...payload } });
    const handled = await update({ isHandled: true, note: 'Oddzwoniono.' });
    expect(handled.body.result).toMatchObject({ isHandled: true, note: 'Oddzwoniono.' });
    expect(handled.body.result.handledTime).not.toBeNull();
    expect((await update({})).body.result).toEqual(handled.body.result);
    const bad = await update({ email: 'nie-adres' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors).toEqual([
      { message: 'Podaj poprawny adres e-mail.', members: ['email'] },
    ]);
    expect(
      (await list({ isHandled: 'true' })).body.result.items.map((c: { id: number }) => c.id),
    ).toEqual([id]);

    const other = await p.login('admin', 2);
    expect((await list({}, other)).body.result.totalCount).toBe(0);
    expect((await update({ isHandled: false }, other)).status).toBe(404);
    const del = (token: string) =>
      p.call({ method: 'DELETE', url: `${C}/Delete`, query: { id: String(id) }, token });
    expect((await del(other)).status).toBe(404);
    expect((await del(admin)).status).toBe(200);
    expect((await del(admin)).status).toBe(404);
  });
});
