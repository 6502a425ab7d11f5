// The retry loop of SMTP delivery: every MAIL_RETRY_POLL_MS (default 15 s) it sends the queued mail
// whose next attempt is due (delivery.ts). It always runs, because staff may switch SMTP on in the
// back office at any time (an idle poll is one indexed query), and stops with the Fastify app (the
// platform closes the app before the database).
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '@armatura/shared-libs/server';
import { deliverDueMail } from './delivery.js';

export function startMailSender(app: FastifyInstance, ctx: ModuleContext) {
  const pollMs = Math.max(50, Number(ctx.config.env.MAIL_RETRY_POLL_MS ?? 15_000));
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (running) return;
    running = deliverDueMail(ctx)
      .catch((err) => ctx.log.error({ err }, 'mail retry loop failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
