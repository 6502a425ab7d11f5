// A real SMTP server for tests (smtp-server + mailparser, both from the nodemailer project): the
// platform sends to it exactly as it sends to a production relay, and tests read what a recipient
// would read. API tests use it in-process (`startSmtpSink()`, then SMTP_URL: sink.url); browser
// tests run it as a process (smtp-sink-main.ts) and read mail over its small HTTP port.
// `stop()` / `listen()` simulate an SMTP outage on the same port.
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** The X-Armatura-Template header (the template code the e-mail log shows). */
  template: string | null;
  receivedAt: string;
}

/** A substring matched case-insensitively against recipients, subject and template (as the e-mail log filter), or a predicate. */
export type MailFilter = string | ((m: ReceivedMail) => boolean);

export interface SmtpSink {
  host: string;
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** The HTTP port serving GET /messages?filter=… (JSON, oldest first), when asked for. */
  httpPort: number | null;
  messages(filter?: MailFilter): ReceivedMail[];
  last(filter?: MailFilter): ReceivedMail | undefined;
  /** The newest matching mail once there is one (after `since` mails already matched, when given). */
  waitFor(
    filter?: MailFilter,
    options?: { timeoutMs?: number; since?: number },
  ): Promise<ReceivedMail>;
  clear(): void;
  /** Closes the SMTP port (an outage); `listen()` opens it again on the same port. */
  stop(): Promise<void>;
  listen(): Promise<void>;
  close(): Promise<void>;
}

export function matches(m: ReceivedMail, filter?: MailFilter): boolean {
  if (filter === undefined || filter === '') return true;
  if (typeof filter === 'function') return filter(m);
  const f = filter.toLowerCase();
  return [...m.to, m.subject, m.template ?? ''].some((s) => s.toLowerCase().includes(f));
}

const MAX_KEPT = 1000;

export async function startSmtpSink(
  options: { host?: string; port?: number; httpPort?: number } = {},
): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer | null = null;
  let port = options.port ?? 0;

  const newServer = () =>
    new SMTPServer({
      // Plain SMTP on loopback, like a local relay: no STARTTLS (a self-signed certificate would be
      // refused by the client) and no AUTH.
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      banner: 'Armatura test SMTP sink',
      closeTimeout: 1000,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            const header = parsed.headers.get('x-armatura-template');
            received.push({
              from:
                typeof session.envelope.mailFrom === 'object' && session.envelope.mailFrom
                  ? session.envelope.mailFrom.address
                  : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              template: typeof header === 'string' ? header : null,
              receivedAt: new Date().toISOString(),
            });
            if (received.length > MAX_KEPT) received.shift();
            // Answered only once stored: when the sender hears 250, the mail is readable here.
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });

  const listen = async () => {
    if (smtp) return;
    const server = newServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', () => undefined);
    port = (server.server.address() as AddressInfo).port;
    smtp = server;
  };
  const stop = async () => {
    const server = smtp;
    smtp = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await listen();

  const list = (filter?: MailFilter) => received.filter((m) => matches(m, filter));
  let http: Server | null = null;
  if (options.httpPort !== undefined) {
    http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://sink');
      if (url.pathname === '/messages') {
        res
          .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(list(url.searchParams.get('filter') ?? undefined)));
      } else if (url.pathname === '/health') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(smtp ? 'up' : 'down');
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve, reject) => {
      http!.once('error', reject);
      http!.listen(options.httpPort, host, () => resolve());
    });
  }

  return {
    host,
    get port() {
      return port;
    },
    get url() {
      return `smtp://${host}:${port}`;
    },
    httpPort: http ? (http.address() as AddressInfo).port : null,
    messages: list,
    last: (filter) => list(filter).at(-1),
    async waitFor(filter, { timeoutMs = 10_000, since = 0 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = list(filter);
        if (found.length > since) return found.at(-1)!;
        if (Date.now() > until)
          throw new Error(
            `SMTP sink: no mail matching ${typeof filter === 'string' ? `"${filter}"` : 'the filter'} within ${timeoutMs} ms (${received.length} received)`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    clear: () => {
      received.length = 0;
    },
    stop,
    listen,
    async close() {
      await stop();
      if (http) await new Promise<void>((resolve) => http!.close(() => resolve()));
    },
  };
}
