// RabbitMQ transport for the outbox (AMQP_URL). The dispatcher publishes committed events to the
// topic exchange `<prefix>.events` with publisher confirms, and only then marks them processed.
// Each subscriber has its own durable queue bound to its event type (see rabbit-topology.ts).
//
// The broker is a relay, not the source of truth, so the shop never waits for it: `start` returns
// at once and amqplib's connection recovery connects in the background, retrying with exponential
// backoff and jitter (0.5 s doubling, ±50 %, capped at 30 s) for ever. Every (re)connect rebuilds the
// channels, exchange, queues, bindings and consumers, then wakes the dispatcher so the outbox drains.
// While the relay is not 'up' the dispatcher claims nothing and events wait in platform.outbox.
import amqp, { type ChannelModel, type RecoveringChannelModel } from 'amqplib';
import type { EventBus, EventRelay, OutboxRow, RelayState } from './event-bus.js';
import { amqpNames, openTopology, type RelayLog, type Topology } from './rabbit-topology.js';

export interface RabbitRelayOptions {
  /** Exchange and queue name prefix (AMQP_PREFIX); default `armatura`. */
  prefix?: string;
  /** First reconnect delay and its cap, in ms. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** How long a batch may wait for the broker's confirms before it is handed back to the outbox. */
  confirmTimeoutMs?: number;
  /** How long `close` lets consumers in flight finish. */
  closeGraceMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createRabbitRelay(
  url: string,
  log: RelayLog,
  options: RabbitRelayOptions = {},
): EventRelay {
  const names = amqpNames(options.prefix || 'armatura');
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 10_000;
  let connection: RecoveringChannelModel | null = null;
  // The channels of the connection that is up; null while down or being set up.
  let active: { model: ChannelModel; topology: Topology } | null = null;
  let state: RelayState = 'connecting';
  let failures = 0;
  const inFlight = new Set<Promise<void>>();
  const where = url.replace(/\/\/[^@]*@/, '//');

  const setup = (bus: EventBus) => async (model: ChannelModel) => {
    // A connection-level 'error' without a listener would crash the process ('Unexpected close').
    model.on('error', (err: Error) => log.warn({ err }, 'RabbitMQ connection error'));
    let lostDuringSetup: string | null = null;
    const topology = await openTopology(model, bus, names, log, {
      broken(reason) {
        if (connection === null) return; // shutting down
        // Not (yet) the active connection: still being set up (fail the setup below), or an old
        // one already replaced (nothing to do).
        if (active?.model !== model) {
          lostDuringSetup ??= reason;
          return;
        }
        // Closing the connection makes amqplib's recovery reconnect and run this setup again.
        log.warn({ reason }, 'RabbitMQ channel lost; reconnecting');
        active = null;
        model.close().catch(() => undefined);
      },
      track(work) {
        inFlight.add(work);
        work.catch(() => undefined).finally(() => inFlight.delete(work));
      },
    });
    // Throwing makes the recovery close this connection and try again after a backoff.
    if (lostDuringSetup) throw new Error(`RabbitMQ ${lostDuringSetup} during setup`);
    active = { model, topology };
  };

  return {
    state: () => state,

    async start(bus: EventBus) {
      if (connection) return;
      state = 'connecting';
      connection = await amqp.connect(url, {
        // Named, so operators (and the fault test) can tell this process's connection apart.
        clientProperties: { connection_name: `${names.exchange} relay, pid ${process.pid}` },
        // An unreachable host fails the attempt (and backs off) instead of hanging it.
        timeout: 10_000,
        recovery: {
          initialDelay: options.initialDelayMs ?? 500,
          maxDelay: options.maxDelayMs ?? 30_000,
          factor: 2,
          jitter: 0.5,
          waitForConnect: false,
          setup: setup(bus),
        },
      });
      // Connection errors are logged by the listener `setup` puts on each connection; this one only
      // keeps the re-emitted event from being thrown as unhandled.
      connection.on('error', () => undefined);
      connection.on('connect', () => {
        state = 'up';
        failures = 0;
        log.info({ broker: where }, 'RabbitMQ relay connected; sending the outbox');
        bus.wake();
      });
      connection.on('disconnect', (err: Error) => {
        state = 'down';
        active = null;
        log.warn(
          { err, broker: where },
          'RabbitMQ connection lost; events wait in the outbox until it is back',
        );
      });
      connection.on('connect-failed', (err: Error) => {
        state = 'down';
        active = null;
        // The first failure of an outage is a warning; the retries after it are routine.
        if (failures++ === 0)
          log.warn(
            { err, broker: where },
            'RabbitMQ unreachable; retrying in the background, events wait in the outbox',
          );
      });
    },

    async relay(rows: OutboxRow[]) {
      const t = active?.topology;
      if (state !== 'up' || !t) throw new Error('RabbitMQ relay is not connected');
      for (const row of rows) {
        t.publisher.publish(names.exchange, row.type, Buffer.from(JSON.stringify(row)), {
          persistent: true,
          messageId: String(row.id),
          contentType: 'application/json',
        });
      }
      await withTimeout(
        t.publisher.waitForConfirms(),
        confirmTimeoutMs,
        `RabbitMQ did not confirm ${rows.length} events within ${confirmTimeoutMs} ms`,
      );
    },

    async close() {
      const c = connection;
      connection = null;
      active = null;
      state = 'down';
      // Stops the recovery (no reconnect after this) and the consumers; unacknowledged messages go
      // back to their queues. Then let handlers in flight finish before the database closes.
      await c?.close().catch(() => undefined);
      if (inFlight.size)
        await withTimeout(
          Promise.allSettled([...inFlight]),
          options.closeGraceMs ?? 5_000,
          'grace',
        ).catch(() => undefined);
    },
  };
}
