import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@armatura/shared-libs/server';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

describe('Account: reset, forced change, impersonation, linked accounts, registration', () => {
  let p: TestPlatform;
  let admin: string;
  beforeAll(async () => {
    p = await createTestPlatform({ mail: true });
    admin = await p.login('admin');
  });
  afterAll(async () => {
    await p.close();
  });

  /** The newest mail to `to` as its recipient gets it: from the SMTP server, not from the shop. */
  const lastMail = (to: string) => p.lastMail((m) => m.to.includes(to));
  const codeIn = (text: string) => /: (\d{6})\n/.exec(text)![1]!;

  it('mails a reset code to the user only (never readable in the outbox or the e-mail log) and resets the password with it', async () => {
    const send = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SendPasswordResetCode',
      payload: { emailAddress: 'anna.nowak@example.pl' },
    });
    expect(send.status).toBe(200);
    const mail = await lastMail('anna.nowak@example.pl');
    expect(mail.template).toBe('PasswordResetCode');
    expect(mail.subject).toBe('Armatura: kod do zmiany hasła');
    const code = codeIn(mail.text);
    expect(mail.text).toContain(`resetCode=${code}`);

    const outbox = (
      await sql<{
        payload: string;
      }>`select payload::text as payload from platform.outbox where type = 'mail.requested'`.execute(
        p.ctx.db,
      )
    ).rows;
    expect(outbox.length).toBeGreaterThan(0);
    for (const row of outbox) expect(row.payload).not.toContain(code);
    const sealed = outbox
      .map((r) => JSON.parse(r.payload))
      .find((m) => m.template === 'PasswordResetCode');
    expect(sealed.data.resetUrl).toContain('resetCode={{secret:code}}');
    expect(Object.keys(sealed.secrets)).toEqual(['code']);
    // The stored code is a keyed hash: no plain hash of the six digits (found by trying a million).
    const stored = (
      await sql<{
        user_id: number;
        code_hash: string;
      }>`select user_id, code_hash from shell.verification_codes where purpose = 'password-reset' order by id desc limit 1`.execute(
        p.ctx.db,
      )
    ).rows[0]!;
    expect(stored.code_hash).not.toBe(
      createHash('sha256').update(`${stored.user_id}:${code}`).digest('hex'),
    );
    expect(stored.code_hash).not.toContain(code);
    const logRows = (
      await sql<{
        row: string;
      }>`select row_to_json(l)::text as row from content.email_log l`.execute(p.ctx.db)
    ).rows;
    for (const r of logRows) expect(r.row).not.toContain(code);
    const logs = await p.call({
      method: 'GET',
      url: '/api/services/app/Email/GetAllEmailLogs',
      token: admin,
      query: { filter: 'PasswordResetCode', maxResultCount: '1' },
    });
    const logged = await p.call({
      method: 'GET',
      url: '/api/services/app/Email/GetEmailLog',
      token: admin,
      query: { id: String(logs.body.result.items[0].id) },
    });
    expect(logged.body.result).toMatchObject({
      status: 'sent',
      recipient: 'anna.nowak@example.pl',
    });
    expect(logged.body.result.bodyText).toContain('Twój kod do zmiany hasła: ••••••');
    expect(logged.body.result.bodyText).toContain('resetCode=••••••');
    expect(logged.body.result.bodyText).not.toContain(code);
    const wrong = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/ResetPassword',
      payload: {
        emailAddress: 'anna.nowak@example.pl',
        resetCode: '000000',
        password: 'nowe1haslo',
      },
    });
    expect(wrong.status).toBe(400);
    const weak = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/ResetPassword',
      payload: { emailAddress: 'anna.nowak@example.pl', resetCode: code, password: 'short' },
    });
    expect(weak.body.error.validationErrors[0].members).toEqual(['password']);
    const ok = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/ResetPassword',
      payload: { emailAddress: 'anna.nowak@example.pl', resetCode: code, password: 'nowe1haslo' },
    });
    expect(ok.body.result).toEqual({ canLogin: true, userName: 'b2c' });
    const again = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/ResetPassword',
      payload: { emailAddress: 'anna.nowak@example.pl', resetCode: code, password: 'inne2haslo' },
    });
    expect(again.status).toBe(400);
    const login = await p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'b2c', password: 'nowe1haslo', rememberMe: false },
    });
    expect(login.status).toBe(200);
  });

  it('does not reveal whether an address exists', async () => {
    const res = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SendPasswordResetCode',
      payload: { emailAddress: 'nikt@example.pl' },
    });
    expect(res.status).toBe(200);
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/Account/SendPasswordResetCode',
          payload: { emailAddress: 'not-an-email' },
        })
      ).status,
    ).toBe(400);
  });

  it('forces a change of password on first sign-in with a mailed code', async () => {
    await p.ctx.db
      .updateTable('shell.users')
      .set({ must_change_password: true })
      .where('user_name', '=', 'zamowienia')
      .execute();
    const token = await p.login('zamowienia');
    const check = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/CheckIfUserMustChangeEmailOrPassword',
      token,
    });
    expect(check.body.result).toEqual({ mustChangeEmail: false, mustChangePassword: true });
    await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SendEmailResetCode',
      token,
      payload: {},
    });
    const code = codeIn((await lastMail('zamowienia@armatura.pl')).text);
    const logRows = (
      await sql<{
        row: string;
      }>`select row_to_json(l)::text as row from content.email_log l where template = 'EmailOrPasswordChangeCode'`.execute(
        p.ctx.db,
      )
    ).rows;
    expect(logRows).toHaveLength(1);
    expect(logRows[0]!.row).not.toContain(code);
    const done = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/ResetEmailOrPassword',
      token,
      payload: { code, newPassword: 'zmienione1' },
    });
    // A new password ends every earlier session; the one that changed it gets a fresh token.
    expect(done.body.result).toMatchObject({ mustChangeEmail: false, mustChangePassword: false });
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/Account/CheckIfUserMustChangeEmailOrPassword',
          token,
        })
      ).status,
    ).toBe(401);
    const fresh = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/CheckIfUserMustChangeEmailOrPassword',
      token: done.body.result.session.accessToken,
    });
    expect(fresh.body.result).toEqual({ mustChangeEmail: false, mustChangePassword: false });
  });

  it('impersonates with a one-time token, shows the impersonator and goes back; all audited', async () => {
    const b2c = await p.ctx.db
      .selectFrom('shell.users')
      .select('id')
      .where('user_name', '=', 'b2b')
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow();
    const denied = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/Impersonate',
      token: await p.login('b2b2'),
      payload: { userId: b2c.id },
    });
    expect(denied.status).toBe(403);
    const imp = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/Impersonate',
      token: admin,
      payload: { userId: b2c.id },
    });
    const one = imp.body.result.impersonationToken;
    const auth = await p.call({
      method: 'POST',
      url: `/api/TokenAuth/ImpersonatedAuthenticate?impersonationToken=${one}`,
    });
    expect(auth.body.result.user.title).toBe('Jan Kowalski');
    expect(
      (
        await p.call({
          method: 'POST',
          url: `/api/TokenAuth/ImpersonatedAuthenticate?impersonationToken=${one}`,
        })
      ).body.error.message,
    ).toBe('Token został już użyty.');
    const acting = auth.body.result.accessToken;
    const session = await p.call({
      method: 'GET',
      url: '/AbpUserConfiguration/GetAll',
      token: acting,
    });
    expect(session.body.result.session).toMatchObject({
      userId: b2c.id,
      impersonatorUserName: 'admin',
    });
    const back = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/BackToImpersonator',
      token: acting,
    });
    const home = await p.call({
      method: 'POST',
      url: `/api/TokenAuth/ImpersonatedAuthenticate?impersonationToken=${back.body.result.impersonationToken}`,
    });
    expect(home.body.result.user.roles).toEqual(['Admin']);
    const again = await p.call({
      method: 'GET',
      url: '/AbpUserConfiguration/GetAll',
      token: home.body.result.accessToken,
    });
    expect(again.body.result.session.impersonatorUserId).toBeNull();
    const audit = await p.ctx.db
      .selectFrom('shell.audit_log')
      .select('action')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['Impersonate', 'ImpersonatedSignIn', 'BackToImpersonator']),
    );
  });

  it('switches to a linked account and back, and refuses an unlinked one', async () => {
    const token = await p.login('b2b');
    const linked = await p.call({
      method: 'GET',
      url: '/api/services/app/Account/GetUsers',
      token,
    });
    expect(linked.body.result.items.map((u: { userName: string }) => u.userName)).toEqual(['b2b2']);
    const sw = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SwitchToLinkedAccount',
      token,
      payload: { targetUserId: linked.body.result.items[0].id },
    });
    const other = await p.call({
      method: 'POST',
      url: `/api/TokenAuth/LinkedAccountAuthenticate?switchAccountToken=${sw.body.result.switchAccountToken}`,
    });
    expect(other.body.result.user.contractorId).toBe(1002);
    const back = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/BackToSwitchedAccount',
      token: other.body.result.accessToken,
    });
    const mine = await p.call({
      method: 'POST',
      url: `/api/TokenAuth/LinkedAccountAuthenticate?switchAccountToken=${back.body.result.switchAccountToken}`,
    });
    expect(mine.body.result.user.contractorId).toBe(1001);
    const b2cId = (
      await p.ctx.db
        .selectFrom('shell.users')
        .select('id')
        .where('user_name', '=', 'b2c')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/Account/SwitchToLinkedAccount',
          token,
          payload: { targetUserId: b2cId },
        })
      ).status,
    ).toBe(403);
  });

  it('registers a B2C customer, checks tenants, reports the license and stores language and currency', async () => {
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/Account/IsTenantAvailable',
          payload: { tenancyName: 'hurtownia' },
        })
      ).body.result,
    ).toEqual({ state: 1, tenantId: 2 });
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/Account/IsTenantAvailable',
          payload: { tenancyName: 'brak' },
        })
      ).body.result.state,
    ).toBe(3);
    const reg = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/Register',
      payload: {
        name: 'Ewa',
        surname: 'Zielińska',
        userName: 'ewa',
        emailAddress: 'ewa@example.pl',
        password: 'haslo123',
      },
    });
    expect(reg.body.result).toEqual({ canLogin: true });
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/Account/Register',
          payload: {
            name: 'E',
            surname: 'Z',
            userName: 'ewa2',
            emailAddress: 'EWA@example.pl',
            password: 'haslo123',
          },
        })
      ).body.error.message,
    ).toBe('Ten adres e-mail jest już zarejestrowany.');
    const signIn = await p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'ewa', password: 'haslo123', rememberMe: false },
    });
    expect(signIn.body.result.user.roles).toEqual(['CustomerB2C']);
    const token = signIn.body.result.accessToken as string;
    const license = await p.call({
      method: 'GET',
      url: '/api/services/app/License/GetCheckLicense',
      token,
    });
    expect(license.body.result).toMatchObject({ isValid: true, seats: 50 });
    expect(license.body.result.daysLeft).toBeGreaterThan(360);
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/User/ChangeCurrency',
          token,
          payload: { currency: 'EUR' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/User/ChangeCurrency',
          token,
          payload: { currency: 'USD' },
        })
      ).status,
    ).toBe(400);
    await p.call({
      method: 'POST',
      url: '/api/services/app/User/ChangeLanguage',
      token,
      payload: { languageName: 'en' },
    });
    const info = await p.call({
      method: 'GET',
      url: '/api/services/app/Account/GetAccountInformations',
      token,
    });
    expect(info.body.result).toMatchObject({
      language: 'en',
      currency: 'EUR',
      tenant: { tenancyName: 'Default' },
    });
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/User/ChangeLanguage',
          payload: { languageName: 'en' },
        })
      ).status,
    ).toBe(401);
  });
});
