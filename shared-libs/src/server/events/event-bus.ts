// Integration events with a transactional outbox: `publish` inserts into platform.outbox inside the
// caller's transaction, so an event exists exactly when the change that caused it was committed.
// A dispatcher then delivers each event to every subscriber once (per-subscriber delivery rows make
// a retry skip the ones that already succeeded). Embedded: in-process delivery. With AMQP_URL the
// dispatcher relays to RabbitMQ instead (see rabbit-relay.ts) and subscribers consume from queues.
// The broker may be down: then the dispatcher claims nothing, events wait in the outbox, and the
// relay wakes the dispatcher when it is connected again.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/transaction.js';

export interface IntegrationEvent<P = unknown> {
  type: string;
  payload: P;
  tenantId?: number | null;
}
// A handler typed for its own payload is assignable to the untyped default (hence `any`, not `unknown`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventHandler<P = any> = (event: IntegrationEvent<P> & { id: number }) => Promise<void>;
export interface Subscription {
  subscriber: string;
  type: string;
  handler: EventHandler;
}

const MAX_ATTEMPTS = 8;

export type RelayState = 'up' | 'down' | 'connecting';
export interface EventRelay {
  /** Starts connecting in the background and returns at once: the shop never waits for the broker. */
  start(bus: EventBus): Promise<void>;
  /** Resolves when the broker has taken every row (publisher confirms); rejects otherwise. */
  relay(rows: OutboxRow[]): Promise<void>;
  close(): Promise<void>;
  /** 'connecting' until the first attempt ends, then 'up' or 'down' (retrying in the background). */
  state(): RelayState;
}
export interface OutboxRow {
  id: number;
  type: string;
  payload: unknown;
  tenant_id: number | null;
  attempts: number;
}

export class EventBus {
  private readonly subscriptions: Subscription[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private readonly deliveries = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: {
      warn(o: unknown, m?: string): void;
      error(o: unknown, m?: string): void;
    },
    // Not readonly: the RabbitMQ settings may change at run time (replaceRelay).
    private relayTo: EventRelay | null = null,
  ) {}

  private started = false;

  /**
   * Swaps the broker transport while running (the commerce RabbitMQ settings changed): waits for a
   * batch in flight, closes the old relay (its consumers finish), starts the new one (it connects in
   * the background). null = in-process dispatch. Events committed meanwhile wait in the outbox.
   */
  async replaceRelay(next: EventRelay | null): Promise<void> {
    const previous = this.relayTo;
    if (previous === next) return;
    await this.running?.catch(() => undefined);
    this.relayTo = next;
    await previous?.close();
    if (next && this.started) await next.start(this);
    if (this.started) this.kick();
  }

  /** The transport's state: 'disabled' when events are delivered in-process (no AMQP_URL). */
  relayState(): RelayState | 'disabled' {
    return this.relayTo ? this.relayTo.state() : 'disabled';
  }

  /** Events committed but not yet handed to the broker (or, embedded, not yet handled). */
  async pendingCount(): Promise<number> {
    const row = await sql<{
      n: number;
    }>`select count(*)::int as n from platform.outbox where processed_at is null`.execute(this.db);
    return Number(row.rows[0]?.n ?? 0);
  }

  /** Dispatch now rather than at the next poll (the relay calls this when it has connected). */
  wake() {
    this.kick();
  }

  async publish<P>(executor: Executor, event: IntegrationEvent<P>): Promise<void> {
    await executor
      .insertInto('platform.outbox')
      .values({
        type: event.type,
        payload: JSON.stringify(event.payload),
        tenant_id: event.tenantId ?? null,
      })
      .execute();
    this.kick();
  }

  subscribe<P>(subscriber: string, type: string, handler: EventHandler<P>) {
    this.subscriptions.push({ subscriber, type, handler });
  }

  subscriptionsFor(type: string) {
    return this.subscriptions.filter((s) => s.type === type);
  }

  allSubscriptions(): readonly Subscription[] {
    return this.subscriptions;
  }

  async start(pollMs = 250) {
    this.started = true;
    if (this.relayTo) await this.relayTo.start(this);
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
  }

  async stop() {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.relayTo?.close();
  }

  /** Processes pending events until none is left (tests and shutdown call this). */
  async drain(): Promise<void> {
    for (let i = 0; i < 50; i++) {
      await this.running;
      if ((await this.runOnce()) === 0) return;
    }
  }

  private kick() {
    if (!this.running)
      void this.runOnce().catch((err) => this.log.error({ err }, 'outbox dispatch failed'));
  }

  private runOnce(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.dispatchBatch().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async dispatchBatch(): Promise<number> {
    // Broker down: claim nothing. The events stay pending and the relay wakes us on reconnect.
    if (this.relayTo && this.relayTo.state() !== 'up') return 0;
    // Claim a batch with a 60 s lease (skip locked): several processes may dispatch from one
    // database when the pieces run apart, and a crashed dispatcher's batch comes back later.
    const rows = (
      await sql<OutboxRow>`update platform.outbox set available_at = now() + interval '60 seconds'
      where id in (select id from platform.outbox where processed_at is null and available_at <= now()
                   order by id limit 100 for update skip locked)
      returning id, type, payload, tenant_id, attempts`.execute(this.db)
    ).rows.sort((a, b) => Number(a.id) - Number(b.id));
    if (rows.length === 0) return 0;
    if (this.relayTo) {
      try {
        await this.relayTo.relay(rows);
      } catch (err) {
        // Hand the batch back (available in 1 s, not after the 60 s lease) so it goes out first once
        // the relay is up again. Rows the broker did take before failing go out twice: deliverOnce
        // makes the second copy a no-op for every subscriber.
        await this.db
          .updateTable('platform.outbox')
          .set({ available_at: sql`now() + interval '1 second'`, last_error: String(err) })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .where('processed_at', 'is', null)
          .execute();
        this.log.warn(
          { err, events: rows.length },
          'relay to RabbitMQ failed; the events stay in the outbox',
        );
        return 0;
      }
      await this.db
        .updateTable('platform.outbox')
        .set({ processed_at: sql`now()` })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      return rows.length;
    }
    for (const row of rows) await this.deliverLocally(row);
    return rows.length;
  }

  async deliverTo(sub: Subscription, row: OutboxRow): Promise<void> {
    await sub.handler({
      id: Number(row.id),
      type: row.type,
      payload: row.payload,
      tenantId: row.tenant_id,
    });
  }

  /**
   * At-least-once transports (RabbitMQ) call this: a redelivered event is skipped. A copy that
   * arrives while the first is still being handled (the broker redelivers unacknowledged messages
   * after a reconnect) waits for it instead of running the handler a second time.
   */
  deliverOnce(sub: Subscription, row: OutboxRow): Promise<void> {
    const key = `${row.id}:${sub.subscriber}`;
    const running = this.deliveries.get(key);
    if (running) return running;
    const delivery = this.deliverIfNew(sub, row).finally(() => this.deliveries.delete(key));
    this.deliveries.set(key, delivery);
    return delivery;
  }

  private async deliverIfNew(sub: Subscription, row: OutboxRow): Promise<void> {
    const seen = await this.db
      .selectFrom('platform.outbox_delivery')
      .select('subscriber')
      .where('outbox_id', '=', row.id)
      .where('subscriber', '=', sub.subscriber)
      .executeTakeFirst();
    if (seen) return;
    await this.deliverTo(sub, row);
    await sql`insert into platform.outbox_delivery (outbox_id, subscriber) values (${row.id}, ${sub.subscriber}) on conflict do nothing`.execute(
      this.db,
    );
  }

  private async deliverLocally(row: OutboxRow) {
    const done = new Set(
      (
        await this.db
          .selectFrom('platform.outbox_delivery')
          .select('subscriber')
          .where('outbox_id', '=', row.id)
          .execute()
      ).map((r) => r.subscriber as string),
    );
    let failure: unknown = null;
    for (const sub of this.subscriptionsFor(row.type)) {
      if (done.has(sub.subscriber)) continue;
      try {
        await this.deliverTo(sub, row);
        await this.db
          .insertInto('platform.outbox_delivery')
          .values({ outbox_id: row.id, subscriber: sub.subscriber })
          .execute();
      } catch (err) {
        failure = err;
        this.log.error(
          { err, event: row.type, subscriber: sub.subscriber },
          'event handler failed',
        );
      }
    }
    if (failure === null || row.attempts + 1 >= MAX_ATTEMPTS) {
      await this.db
        .updateTable('platform.outbox')
        .set({
          processed_at: sql`now()`,
          attempts: row.attempts + 1,
          last_error: failure ? String(failure) : null,
        })
        .where('id', '=', row.id)
        .execute();
    } else {
      // Back off: 2^attempts seconds before the next try.
      await this.db
        .updateTable('platform.outbox')
        .set({
          attempts: row.attempts + 1,
          last_error: String(failure),
          available_at: sql`now() + make_interval(secs => ${2 ** row.attempts})`,
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
