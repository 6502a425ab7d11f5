// The mail templates API through the real platform and a real SMTP server (the sink): who may call
// it, tenants, sanitising and placeholder checks, the next mail rendered from the edited template
// (in the recipient's culture), and test mails with and without a working SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@armatura/shared-libs/server';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

let p: TestPlatform;
let editor: string;
const E = '/api/services/app/Email';
type Call = Parameters<TestPlatform['call']>[0];
const get = (method: string, query: Record<string, string>, token?: string) =>
  p.call({ method: 'GET', url: `${E}/${method}`, query, token });
const update = (payload: object, token = editor) =>
  p.call({ method: 'PUT', url: `${E}/UpdateEmailTemplates`, payload, token });
const sendTest = (query: Record<string, string>, token = editor, platform = p) =>
  platform.call({ method: 'POST', url: `${E}/SendTestEmail`, query, token } as Call);

async function templateId(code: string, culture = 'pl', token = editor): Promise<number> {
  const res = await get('GetAll', { filter: code, culture, maxResultCount: '20' }, token);
  return res.body.result.items.find((t: { code: string }) => t.code === code).id;
}

beforeAll(async () => {
  p = await createTestPlatform({ mail: true });
  editor = await p.login('tresci');
});
afterAll(async () => {
  await p?.close();
});

describe('who may use the templates', () => {
  it('needs Pages.Notification: anonymous 401, a customer 403, the content editor lists every code in both cultures', async () => {
    expect((await get('GetAll', {})).status).toBe(401);
    expect((await get('GetAll', {}, await p.login('b2c'))).status).toBe(403);
    expect(
      (await update({ id: 1, subject: 'x', bodyHtml: '<p>x</p>' }, await p.login('b2c'))).status,
    ).toBe(403);
    expect((await sendTest({ to: 'a@example.pl' }, await p.login('b2c'))).status).toBe(403);
    const page = await get('GetAll', { maxResultCount: '5' }, editor);
    expect(page.status).toBe(200);
    expect(page.body.result.totalCount).toBe(28);
    expect(page.body.result.items).toHaveLength(5);
    const pl = await get('GetAll', { culture: 'pl', maxResultCount: '100' }, editor);
    expect(pl.body.result.totalCount).toBe(14);
    expect(pl.body.result.items.map((t: { code: string }) => t.code)).toContain(
      'OrderConfirmation',
    );
    const found = await get('GetAll', { filter: 'hasła', maxResultCount: '5' }, editor);
    expect(found.body.result.items).toEqual([
      expect.objectContaining({
        code: 'PasswordResetCode',
        culture: 'pl',
        lastModificationTime: null,
      }),
    ]);
    expect((await get('GetAll', { culture: 'de' }, editor)).status).toBe(400);
  });

  it('answers one template with its placeholders and a preview from sample data; unknown ids and other tenants get 404', async () => {
    const id = await templateId('PasswordResetCode');
    const one = await get('GetEmailTemplate', { id: String(id) }, editor);
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({
      code: 'PasswordResetCode',
      culture: 'pl',
      subject: 'Armatura: kod do zmiany hasła',
    });
    expect(one.body.result.placeholders).toContainEqual({
      name: 'code',
      kind: 'secret',
      required: true,
    });
    expect(one.body.result.preview.text).toContain('Twój kod do zmiany hasła: 123456\n');
    expect(one.body.result.preview.html).toContain('Anna Kowalska');
    expect((await get('GetEmailTemplate', { Id: String(id) }, editor)).status).toBe(200);
    expect((await get('GetEmailTemplate', { id: '999999' }, editor)).status).toBe(404);
    const otherAdmin = await p.login('admin', 2);
    expect((await get('GetEmailTemplate', { id: String(id) }, otherAdmin)).status).toBe(404);
    const otherId = await templateId('PasswordResetCode', 'pl', otherAdmin);
    expect(otherId).not.toBe(id);
    expect(
      (await update({ id, subject: 'Cudzy', bodyHtml: '<p>{{secret:code}}</p>' }, otherAdmin))
        .status,
    ).toBe(404);
    expect((await get('GetEmailTemplate', { id: String(id) }, editor)).body.result.subject).toBe(
      'Armatura: kod do zmiany hasła',
    );
  });
});

describe('editing a template', () => {
  it('stores sanitised HTML (no script, no handlers, no javascript: links)', async () => {
    const id = await templateId('ContactAcknowledgement');
    const res = await update({
      id,
      subject: '  Dziękujemy\r\nza wiadomość ',
      bodyHtml:
        '<p onclick="alert(1)">Dziękujemy!<script>alert(1)</script></p><img src="x" onerror="alert(1)"><p><a href="javascript:alert(1)">klik</a></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.subject).toBe('Dziękujemy za wiadomość');
    expect(res.body.result.bodyHtml).not.toMatch(/script|onclick|onerror|javascript/);
    expect(res.body.result.bodyHtml).toContain('<p>Dziękujemy!</p>');
    expect(res.body.result.lastModificationTime).not.toBeNull();
    const stored = await sql<{
      body_html: string;
    }>`select body_html from content.email_templates where id = ${id}`.execute(p.ctx.db);
    expect(stored.rows[0]!.body_html).not.toMatch(/script|onclick|onerror|javascript/);
  });

  it('refuses unknown placeholders, a secret in the subject and a template without its code, changing nothing', async () => {
    const id = await templateId('PasswordResetCode');
    const unknown = await update({
      id,
      subject: 'Kod',
      bodyHtml: '<p>{{secret:code}} {{orderNumber}}</p>',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('{{orderNumber}}');
    expect(unknown.body.error.validationErrors[0].members).toEqual(['bodyHtml']);
    const inSubject = await update({
      id,
      subject: 'Kod {{secret:code}}',
      bodyHtml: '<p>{{secret:code}}</p>',
    });
    expect(inSubject.status).toBe(400);
    expect(inSubject.body.error.validationErrors[0].members).toEqual(['subject']);
    const noCode = await update({
      id,
      subject: 'Kod',
      bodyHtml: '<p>Dzień dobry {{userName}}</p>',
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.message).toContain('{{secret:code}}');
    expect((await update({ id, subject: '', bodyHtml: '<p>x</p>' })).status).toBe(400);
    expect((await update({ id: 0, subject: 'x', bodyHtml: '<p>x</p>' })).status).toBe(400);
    const preview = await p.call({
      method: 'POST',
      url: `${E}/PreviewEmailTemplate`,
      token: editor,
      payload: { id, subject: 'Kod dla {{userName}}', bodyHtml: '<p>Kod: {{secret:code}}</p>' },
    });
    expect(preview.body.result).toMatchObject({
      subject: 'Kod dla Anna Kowalska',
      text: 'Kod: 123456',
    });
    expect(
      (await get('GetEmailTemplate', { id: String(id) }, editor)).body.result.lastModificationTime,
    ).toBeNull();
  });

  it('the next mail is rendered from the edited template, in the recipient’s language, its code still sealed', async () => {
    const id = await templateId('PasswordResetCode');
    const saved = await update({
      id,
      subject: 'Nowy kod dla {{userName}}',
      bodyHtml:
        '<p>Witaj {{userName}}!</p><p>Kod: {{secret:code}}</p><p><a href="{{resetUrl}}">Ustaw nowe hasło</a></p>',
    });
    expect(saved.status).toBe(200);
    await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SendPasswordResetCode',
      payload: { emailAddress: 'anna.nowak@example.pl' },
    });
    const mail = await p.lastMail((m) => m.to.includes('anna.nowak@example.pl'));
    expect(mail.subject).toMatch(/^Nowy kod dla /);
    const code = /Kod: (\d{6})/.exec(mail.text)![1]!;
    expect(mail.text).toContain(
      `Ustaw nowe hasło: http://localhost:8080/user/forgot-password?email=anna.nowak%40example.pl&resetCode=${code}`,
    );
    expect(mail.html).toContain(`Kod: ${code}`);
    const log = await sql<{
      body_text: string;
    }>`select body_text from content.email_log where template = 'PasswordResetCode' order by id desc limit 1`.execute(
      p.ctx.db,
    );
    expect(log.rows[0]!.body_text).toContain('Kod: ••••••');
    expect(log.rows[0]!.body_text).not.toContain(code);

    await sql`update shell.users set language = 'en' where email = 'jan.kowalski@instalbud.pl'`.execute(
      p.ctx.db,
    );
    await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SendPasswordResetCode',
      payload: { emailAddress: 'jan.kowalski@instalbud.pl' },
    });
    const english = await p.lastMail((m) => m.to.includes('jan.kowalski@instalbud.pl'));
    expect(english.subject).toBe('Armatura: password reset code');
    expect(english.text).toMatch(/Your password reset code: \d{6}\n/);
  });
});

describe('test mails', () => {
  it('sends a template with sample data at once; a bad address is a 400 and an unknown template a 404', async () => {
    const id = await templateId('OrderConfirmation');
    const res = await sendTest({ to: 'test.szablonu@example.pl', templateId: String(id) });
    expect(res.status).toBe(200);
    expect(res.body.result.subject).toBe('[TEST] Potwierdzenie zamówienia ZAM/2026/000123');
    const mail = p.mailbox!.last('test.szablonu@example.pl')!;
    expect(mail.template).toBe('OrderConfirmation');
    expect(mail.text).toContain('Numer rachunku: PL61 1090 1014 0000 0712 1981 2874');
    expect(mail.text).toContain('token=przykladowy-token');
    const plain = await sendTest({ to: 'test.smtp@example.pl' });
    expect(plain.status).toBe(200);
    expect(p.mailbox!.last('test.smtp@example.pl')!.text).toContain('wysyłka e-maili działa');
    expect((await sendTest({ to: 'to nie adres' })).status).toBe(400);
    expect((await sendTest({ to: 'a@example.pl', templateId: '999999' })).status).toBe(404);
  });

  it('answers a clear 400 when the SMTP server is unreachable, and keeps nothing queued', async () => {
    await p.mailbox!.stop();
    try {
      const res = await sendTest({ to: 'awaria@example.pl' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/Serwer SMTP nie przyjął wiadomości testowej/);
      const row = await sql<{
        status: string;
        pending: number;
      }>`select status, (select count(*) from content.email_delivery d where d.log_id = l.id)::int as pending
        from content.email_log l where recipient = 'awaria@example.pl'`.execute(p.ctx.db);
      expect(row.rows).toEqual([{ status: 'failed', pending: 0 }]);
    } finally {
      await p.mailbox!.listen();
    }
  });

  it('answers a clear 400 where no SMTP server is configured', async () => {
    const noMail = await createTestPlatform();
    try {
      const token = await noMail.login('tresci');
      const res = await sendTest({ to: 'ktos@example.pl' }, token, noMail);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/nie jest skonfigurowana/);
    } finally {
      await noMail.close();
    }
  });
});
