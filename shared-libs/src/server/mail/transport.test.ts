import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { createMailTransport, MailSendError } from './transport.js';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

const mail = {
  from: 'Armatura <sklep@armatura.pl>',
  to: 'ola@example.pl',
  subject: 'Zażółć gęślą jaźń',
  text: 'Treść — ąę',
  headers: { 'X-Armatura-Template': 'Test' },
};

describe('SMTP transport health', () => {
  it('is unknown until a send, up after one that worked, down (with the reason) after one that could not reach the server', async () => {
    expect(createMailTransport(undefined)).toBeNull();
    const transport = createMailTransport(sink.url)!;
    expect(transport.health()).toEqual({ state: 'unknown' });
    await transport.send(mail);
    expect(transport.health()).toEqual({ state: 'up' });
    expect(sink.last('ola@example.pl')).toMatchObject({
      subject: 'Zażółć gęślą jaźń',
      text: 'Treść — ąę',
      template: 'Test',
    });

    await sink.stop();
    const failure = await transport.send(mail).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MailSendError);
    expect(failure).toMatchObject({ permanent: false, serverReachable: false });
    expect(transport.health()).toMatchObject({
      state: 'down',
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    await sink.listen();
    await transport.send(mail);
    expect(transport.health()).toEqual({ state: 'up' });
  });

  it('never reports the credentials of SMTP_URL', async () => {
    await sink.stop();
    const transport = createMailTransport(`smtp://uzytkownik:tajne-haslo@127.0.0.1:${sink.port}`)!;
    await transport.send(mail).catch(() => undefined);
    expect(transport.health().state).toBe('down');
    expect(JSON.stringify(transport.health())).not.toContain('tajne-haslo');
    await sink.listen();
  });
});
