// The SMTP sink as a process, for the browser tests (tests/e2e/playwright.config.ts starts it beside
// the host): SMTP on SMTP_SINK_PORT, received mail as JSON on SMTP_SINK_HTTP_PORT (GET /messages).
//   node --import tsx shared-libs/src/server/testing/smtp-sink-main.ts
import { startSmtpSink } from './smtp-sink.js';

const port = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
const sink = await startSmtpSink({ port, httpPort });
console.log(`SMTP sink on ${sink.url}, mail on http://${sink.host}:${sink.httpPort}/messages`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sink.close().finally(() => process.exit(0));
  });
}
