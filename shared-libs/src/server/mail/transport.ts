// SMTP through nodemailer when SMTP_URL is set (smtp://user:pass@host:port). Without it there is no
// transport and mail is only kept in the e-mail log (the content domain decides; see contracts/mail).
// The transport remembers how its last send went, so the platform's health endpoint can say whether
// mail goes out (`ctx.mail?.health()`), and it tells a refused message from an unreachable server.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface MailTransportHealth {
  /** unknown = nothing sent since start; down = the last send could not reach or use the server. */
  state: 'up' | 'down' | 'unknown';
  /** Why the last send failed (server-level failures only; never a recipient or a body). */
  lastError?: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  health(): MailTransportHealth;
}

/** A failed send. `permanent`: the server refused this message for good (5xx), retrying is pointless. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly serverReachable: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

// nodemailer waits 2 min for a connection by default; mail is sent from the event dispatcher and the
// retry loop, and a black-holed server must not hold them that long.
const TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};
const MESSAGE_LEVEL = new Set(['EENVELOPE', 'EMESSAGE']);

export function classifySendError(err: unknown): MailSendError {
  const e = err as { code?: string; responseCode?: number; message?: string };
  const reachable = MESSAGE_LEVEL.has(e.code ?? '');
  const permanent = reachable && (e.responseCode ?? 0) >= 500;
  return new MailSendError(
    `${e.code ? `${e.code}: ` : ''}${String(e.message ?? err).slice(0, 300)}`,
    permanent,
    reachable,
  );
}

/** Keeps a credential in SMTP_URL out of anything reported. */
const withoutCredentials = (s: string) => s.replace(/\/\/[^/@\s]+@/g, '//***@');

export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  const transporter = nodemailer.createTransport({ ...TIMEOUTS, url: smtpUrl });
  let health: MailTransportHealth = { state: 'unknown' };
  return {
    async send(mail) {
      try {
        const info = await transporter.sendMail(mail);
        health = { state: 'up' };
        return { messageId: String(info.messageId) };
      } catch (err) {
        const failure = classifySendError(err);
        // A refused recipient or message says nothing bad about the server.
        health = failure.serverReachable
          ? { state: 'up' }
          : { state: 'down', lastError: withoutCredentials(failure.message) };
        throw failure;
      }
    },
    health: () => ({ ...health }),
  };
}
