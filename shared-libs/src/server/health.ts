// GET /health: what a load balancer or monitor asks. Outside /api on purpose, so it is a plain JSON
// answer (no ABP envelope) and needs no token. 200 while the database answers, even when RabbitMQ
// or SMTP is down: orders are still taken then (events wait in the outbox, mail in the e-mail log),
// so the status is only 'degraded'. 503 when the database is down: nothing works without it.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ModuleContext } from './module.js';

export type BrokerHealth = 'up' | 'down' | 'connecting' | 'disabled';
export type MailHealth = 'up' | 'down' | 'unknown' | 'disabled';
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  broker: BrokerHealth;
  mail: MailHealth;
  /** Events not yet handed to the broker (embedded: not yet handled); null when the database is down. */
  outboxPending: number | null;
}

const DATABASE_TIMEOUT_MS = 3_000;

// The mail transport may or may not report its state (`health()`); read it defensively.
type MailWithHealth = { health?: () => { state: 'up' | 'down' | 'unknown'; lastError?: string } };

function mailHealth(ctx: ModuleContext): MailHealth {
  if (!ctx.mail) return 'disabled';
  const transport = ctx.mail as MailWithHealth;
  if (typeof transport.health !== 'function') return 'unknown';
  try {
    return transport.health().state;
  } catch {
    return 'unknown';
  }
}

async function outboxPending(ctx: ModuleContext): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DATABASE_TIMEOUT_MS);
  });
  // The count is also the database probe: one cheap query on the partial index of pending rows.
  const count = ctx.events.pendingCount().catch((err: unknown) => {
    ctx.log.warn({ err }, 'health check: database query failed');
    return null;
  });
  return Promise.race([count, timeout]).finally(() => clearTimeout(timer));
}

export async function healthReport(ctx: ModuleContext): Promise<HealthReport> {
  const pending = await outboxPending(ctx);
  const database = pending === null ? 'down' : 'up';
  const broker = ctx.events.relayState();
  const mail = mailHealth(ctx);
  const degraded =
    database === 'down' || broker === 'down' || broker === 'connecting' || mail === 'down';
  return { status: degraded ? 'degraded' : 'ok', database, broker, mail, outboxPending: pending };
}

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  broker: Type.Union([
    Type.Literal('up'),
    Type.Literal('down'),
    Type.Literal('connecting'),
    Type.Literal('disabled'),
  ]),
  mail: Type.Union([
    Type.Literal('up'),
    Type.Literal('down'),
    Type.Literal('unknown'),
    Type.Literal('disabled'),
  ]),
  outboxPending: Type.Union([Type.Integer(), Type.Null()]),
});

/** Register before the modules' routes: it is the platform's, not a module route. */
export function registerHealth(app: FastifyInstance, ctx: ModuleContext) {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and the state of the database, RabbitMQ and SMTP (not enveloped)',
        tags: ['platform'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const report = await healthReport(ctx);
      reply.header('cache-control', 'no-store');
      return reply.status(report.database === 'up' ? 200 : 503).send(report);
    },
  );
}
