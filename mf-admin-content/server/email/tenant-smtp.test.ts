// Mail follows the commerce configuration without a restart: the SMTP server and sender saved in
// Configuration/UpdateMailConfiguration carry the next mail; host '' switches SMTP off (mail only
// logged). The contact form's recipient is the company contact e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { requestMail } from '@armatura/shared-libs/server';
import { startSmtpSink, type SmtpSink } from '@armatura/shared-libs/server/testing';
import { shopContactEmail } from '../contacts/mail.js';
import { smtpConfiguredFor } from './delivery.js';

let p: TestPlatform;
let other: SmtpSink;
let admin: string;
const C = '/api/services/app/Configuration/';

beforeAll(async () => {
  [p, other] = await Promise.all([createTestPlatform({ mail: true }), startSmtpSink()]);
  admin = await p.login('admin');
}, 180_000);
afterAll(async () => {
  await p.close();
  await other.close();
});

const put = (name: string, payload: object) =>
  p.call({ method: 'PUT', url: C + name, payload, token: admin });
// Each mail goes to its own address, which tells them apart.
const send = (to: string) =>
  requestMail(p.ctx, p.ctx.db, {
    tenantId: 1,
    to,
    template: 'ContactAcknowledgement',
    data: { name: 'Ola' },
  });
const smtp = (host: string, port: number, senderEmail = 'sklep@armatura.pl') => ({
  host,
  port,
  security: 'none',
  user: '',
  senderName: 'Sklep Armatura',
  senderEmail,
});

describe("the tenant's SMTP settings", () => {
  it('starts with SMTP_URL, then sends through the server saved in the back office', async () => {
    await send('pierwsza@example.pl');
    expect((await p.lastMail('pierwsza@example.pl')).to).toEqual(['pierwsza@example.pl']);

    const saved = await put(
      'UpdateMailConfiguration',
      smtp('127.0.0.1', other.port, 'biuro@armatura.pl'),
    );
    expect(saved.status).toBe(200);
    await send('druga@example.pl');
    await p.ctx.events.drain();
    const received = await other.waitFor('druga@example.pl');
    expect(received.from).toMatch(/biuro@armatura\.pl/);
    expect(p.mailbox!.messages('druga@example.pl')).toHaveLength(0);
  });

  it('keeps mail only in the log when the host is cleared', async () => {
    await put('UpdateMailConfiguration', smtp('', 25));
    expect(await smtpConfiguredFor(p.ctx, 1)).toBe(false);
    await send('trzecia@example.pl');
    await p.ctx.events.drain();
    const log = await p.ctx.db
      .selectFrom('content.email_log')
      .select('status')
      .where('recipient', '=', 'trzecia@example.pl')
      .executeTakeFirstOrThrow();
    expect(log.status).not.toBe('sent');
    expect(other.messages('trzecia@example.pl')).toHaveLength(0);
    expect(p.mailbox!.messages('trzecia@example.pl')).toHaveLength(0);
  });

  it("mails the contact form to the company's contact e-mail as saved", async () => {
    const company = await p.call({
      method: 'GET',
      url: C + 'GetCompanyInformation',
      token: admin,
    });
    await put('UpdateCompanyInformation', {
      ...company.body.result,
      contactEmail: 'kontakt@nowy-adres.example',
    });
    expect(await shopContactEmail(p.ctx, 1)).toBe('kontakt@nowy-adres.example');
  });
});
