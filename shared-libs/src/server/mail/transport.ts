// SMTP through nodemailer. The SMTP settings are per tenant (the commerce configuration, read by the
// content domain through the commerce module API) and passed with each send; one nodemailer
// transport is kept per settings scope and rebuilt only when that scope's settings version changes.
// SMTP_URL (smtp://user:pass@host:port) is the first-start default of those settings and the
// transport used by a send without settings. Without SMTP_URL the platform has no `ctx.mail`; the
// content domain then makes its own (createSettingsMailTransport) for tenants that configured SMTP.
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

/** The SMTP settings of one scope (a tenant); `version` differs whenever they change. */
export interface SmtpSettings {
  scope: string;
  version: string;
  host: string;
  port: number;
  /** none: no TLS required (STARTTLS if offered); starttls: STARTTLS required; tls: implicit TLS. */
  security: 'none' | 'starttls' | 'tls';
  user: string;
  password: string;
}

export interface MailTransport {
  /** With `smtp`: through that scope's server; without: through SMTP_URL's. */
  send(mail: OutgoingMail, smtp?: SmtpSettings): Promise<{ messageId: string }>;
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

type Transporter = ReturnType<typeof nodemailer.createTransport>;

function transporterFor(smtp: SmtpSettings): Transporter {
  return nodemailer.createTransport({
    ...TIMEOUTS,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
  });
}

function createTransport(smtpUrl: string | undefined): MailTransport {
  const byUrl = smtpUrl ? nodemailer.createTransport({ ...TIMEOUTS, url: smtpUrl }) : null;
  // One transport per scope, for the settings version it was built with.
  const pool = new Map<string, { version: string; transporter: Transporter }>();
  const pooled = (smtp: SmtpSettings) => {
    const hit = pool.get(smtp.scope);
    if (hit && hit.version === smtp.version) return hit.transporter;
    hit?.transporter.close();
    const transporter = transporterFor(smtp);
    pool.set(smtp.scope, { version: smtp.version, transporter });
    return transporter;
  };
  let health: MailTransportHealth = { state: 'unknown' };
  return {
    async send(mail, smtp) {
      const transporter = smtp ? pooled(smtp) : byUrl;
      if (!transporter) throw new MailSendError('SMTP nie jest skonfigurowany.', false, false);
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

/** The platform's transport (`ctx.mail`): null without SMTP_URL. */
export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  return smtpUrl ? createTransport(smtpUrl) : null;
}

/** A transport that only sends with per-scope settings (when the platform has no SMTP_URL). */
export const createSettingsMailTransport = (): MailTransport => createTransport(undefined);
