// What one RabbitMQ connection needs, built anew after every (re)connect: a confirm channel for the
// dispatcher, the topic exchange and dead-letter queue, and for each subscriber a durable queue
// bound to its event type with a consumer. Channels die with their connection, so nothing here is
// kept across reconnects; rabbit-relay.ts calls `openTopology` from amqplib's recovery `setup`.
import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { EventBus, OutboxRow, Subscription } from './event-bus.js';

export const MAX_HANDLER_ATTEMPTS = 8;

export interface AmqpNames {
  exchange: string;
  dead: string;
  queue(sub: Subscription): string;
}

/** `prefix` (AMQP_PREFIX, default `armatura`) keeps shops or test runs sharing a broker apart. */
export const amqpNames = (prefix = 'armatura'): AmqpNames => ({
  exchange: `${prefix}.events`,
  dead: `${prefix}.dead`,
  queue: (sub) => `${prefix}.${sub.subscriber}.${sub.type}`,
});

export interface RelayLog {
  info(o: unknown, m?: string): void;
  warn(o: unknown, m?: string): void;
  error(o: unknown, m?: string): void;
}

export interface Topology {
  publisher: ConfirmChannel;
  consumer: Channel;
}

export interface TopologyHooks {
  /** A channel died or a consumer was cancelled while the connection lives on: start over. */
  broken(reason: string): void;
  /** Consumer work in flight, so `close` can let it finish before the database goes away. */
  track(work: Promise<void>): void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function watch(channel: Channel, name: string, log: RelayLog, hooks: TopologyHooks) {
  // Without an 'error' listener a channel error would be thrown as an uncaught exception.
  channel.on('error', (err: Error) => log.warn({ err, channel: name }, 'RabbitMQ channel error'));
  channel.on('close', () => hooks.broken(`${name} channel closed`));
}

export async function openTopology(
  model: ChannelModel,
  bus: EventBus,
  names: AmqpNames,
  log: RelayLog,
  hooks: TopologyHooks,
): Promise<Topology> {
  const publisher = await model.createConfirmChannel();
  watch(publisher, 'publisher', log, hooks);
  await publisher.assertExchange(names.exchange, 'topic', { durable: true });
  await publisher.assertQueue(names.dead, { durable: true });

  const consumer = await model.createChannel();
  watch(consumer, 'consumer', log, hooks);
  await consumer.prefetch(16);
  for (const sub of bus.allSubscriptions()) {
    const queue = names.queue(sub);
    await consumer.assertQueue(queue, { durable: true });
    await consumer.bindQueue(queue, names.exchange, sub.type);
    await consumer.consume(queue, (msg) => {
      if (!msg) return hooks.broken(`consumer of ${queue} cancelled by the broker`);
      hooks.track(handle(consumer, sub, queue, msg, bus, names, log));
    });
  }
  return { publisher, consumer };
}

async function handle(
  channel: Channel,
  sub: Subscription,
  queue: string,
  msg: ConsumeMessage,
  bus: EventBus,
  names: AmqpNames,
  log: RelayLog,
) {
  try {
    let row: OutboxRow;
    try {
      row = JSON.parse(msg.content.toString()) as OutboxRow;
    } catch (err) {
      log.error({ err, queue }, 'unreadable event message moved to the dead-letter queue');
      channel.sendToQueue(names.dead, msg.content, { persistent: true });
      channel.ack(msg);
      return;
    }
    try {
      // deliverOnce skips an event this subscriber already handled: redelivery after a lost ack,
      // or a batch published twice because the connection dropped before its confirms came back.
      await bus.deliverOnce(sub, row);
    } catch (err) {
      const attempts = Number(msg.properties.headers?.['x-attempts'] ?? 0) + 1;
      log.error(
        { err, event: row.type, subscriber: sub.subscriber, attempts },
        'event handler failed',
      );
      // Wait before the retry (0.5 s doubling, at most 15 s) so a short database outage does not
      // use up every attempt at once; the message stays unacknowledged meanwhile.
      await sleep(Math.min(15_000, 500 * 2 ** (attempts - 1)));
      channel.sendToQueue(attempts >= MAX_HANDLER_ATTEMPTS ? names.dead : queue, msg.content, {
        persistent: true,
        headers: { 'x-attempts': attempts },
      });
    }
    channel.ack(msg);
  } catch (err) {
    // The channel closed under us (broker gone): the broker requeues the unacknowledged message and
    // deliverOnce skips it on redelivery if the handler had finished.
    log.warn(
      { err, queue },
      'event not acknowledged (channel closed); the broker will redeliver it',
    );
  }
}
