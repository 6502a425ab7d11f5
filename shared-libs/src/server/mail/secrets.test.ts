import { describe, expect, it } from 'vitest';
import { TokenService } from '../auth/tokens.js';
import {
  assertMailSecrets,
  fillSecrets,
  maskMail,
  openMail,
  sealMailSecrets,
  secretPlaceholder,
  unsealMailSecrets,
} from './secrets.js';

const tokens = new TokenService('test-secret-of-this-suite');
const base = {
  tenantId: 1,
  to: 'anna@example.pl',
  template: 'PasswordResetCode' as const,
  data: {},
};

describe('mail secrets', () => {
  it('seals values so that only the platform key opens them, and masks them for the log', () => {
    const mail = {
      ...base,
      text: `Kod: ${secretPlaceholder('code')}\nLink: https://x/reset?c=${secretPlaceholder('code')}`,
      html: `<a href="https://x/?t=${secretPlaceholder('t')}">ok</a>`,
    };
    const sealed = sealMailSecrets(tokens, { code: '123456', t: 'a"b<c' });
    expect(JSON.stringify(sealed)).not.toContain('123456');
    expect(openMail(tokens, { ...mail, secrets: sealed })).toEqual({
      text: 'Kod: 123456\nLink: https://x/reset?c=123456',
      html: '<a href="https://x/?t=a&#34;b&#60;c">ok</a>',
    });
    expect(maskMail(mail)).toEqual({
      text: 'Kod: ••••••\nLink: https://x/reset?c=••••••',
      html: '<a href="https://x/?t=••••••">ok</a>',
    });
    expect(openMail(new TokenService('another-key'), { ...mail, secrets: sealed })).toBeNull();
  });

  it('never opens an encrypted access token as a mail secret (domain separation)', () => {
    expect(unsealMailSecrets(tokens, { code: tokens.encrypt('123456') })).toBeNull();
    expect(tokens.decrypt(sealMailSecrets(tokens, { t: 'x' }).t!)).not.toBe('x');
  });

  it('refuses a mail that would leak a secret or refer to one it does not carry', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.payload.signature';
    expect(() =>
      assertMailSecrets({
        ...base,
        data: { url: `?token=${secretPlaceholder('token')}`, backup: `?token=${token}` },
        secrets: { token },
      }),
    ).toThrow(/in clear/);
    expect(() =>
      assertMailSecrets({ ...base, data: { lines: ['a', `b ${token}`] }, secrets: { token } }),
    ).toThrow(/in clear/);
    expect(() =>
      assertMailSecrets({ ...base, data: { url: `?token=${secretPlaceholder('token')}` } }),
    ).toThrow(/has no value/);
    expect(() => assertMailSecrets({ ...base, secrets: { c: '' } })).toThrow(/empty/);
    expect(() => assertMailSecrets({ ...base, secrets: { '1c': '123456' } })).toThrow(/bad/);
    expect(() =>
      assertMailSecrets({
        ...base,
        data: { userName: 'Anna', url: `?c=${secretPlaceholder('code')}` },
        secrets: { code: '123456' },
      }),
    ).not.toThrow();
  });

  it('leaves placeholders without a value as written', () => {
    expect(fillSecrets('{{secret:a}} {{secret:b}}', { a: 'A' })).toBe('A {{secret:b}}');
  });
});
