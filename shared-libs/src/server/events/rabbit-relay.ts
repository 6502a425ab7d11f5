// RabbitMQ transport for the outbox (AMQP_URL). The dispatcher publishes committed events to the
// topic exchange `armatura.events` with publisher confirms, and only then marks them processed.
// Each subscriber has its own durable queue bound to its event type; a failed handler republishes
// the message with an attempt counter, and after MAX_ATTEMPTS it goes to `armatura.dead`.
import amqp from 'amqplib';
import type { EventBus, EventRelay, OutboxRow } from './event-bus.js';

const EXCHANGE = 'armatura.events';
const DEAD_QUEUE = 'armatura.dead';
const MAX_ATTEMPTS = 8;

export function createRabbitRelay(url: string, log: { error(o: unknown, m?: string): void }): EventRelay {
  let connection: Awaited<ReturnType<typeof amqp.connect>> | null = null;
  let publisher: amqp.ConfirmChannel | null = null;

  return {
    async start(bus: EventBus) {
      connection = await amqp.connect(url);
      publisher = await connection.createConfirmChannel();
      await publisher.assertExchange(EXCHANGE, 'topic', { durable: true });
      await publisher.assertQueue(DEAD_QUEUE, { durable: true });
      const consumer = await connection.createChannel();
      await consumer.prefetch(16);
      for (const sub of bus.allSubscriptions()) {
        const queue = `armatura.${sub.subscriber}.${sub.type}`;
        await consumer.assertQueue(queue, { durable: true });
        await consumer.bindQueue(queue, EXCHANGE, sub.type);
        await consumer.consume(queue, async (msg) => {
          if (!msg) return;
          const row = JSON.parse(msg.content.toString()) as OutboxRow;
          try {
            await bus.deliverOnce(sub, row);
          } catch (err) {
            const attempts = Number(msg.properties.headers?.['x-attempts'] ?? 0) + 1;
            log.error({ err, event: row.type, subscriber: sub.subscriber, attempts }, 'event handler failed');
            consumer.sendToQueue(attempts >= MAX_ATTEMPTS ? DEAD_QUEUE : queue, msg.content, { persistent: true, headers: { 'x-attempts': attempts } });
          }
          consumer.ack(msg);
        });
      }
    },
    async relay(rows: OutboxRow[]) {
      if (!publisher) throw new Error('RabbitMQ relay is not started');
      for (const row of rows) {
        publisher.publish(EXCHANGE, row.type, Buffer.from(JSON.stringify(row)), { persistent: true, messageId: String(row.id), contentType: 'application/json' });
      }
      await publisher.waitForConfirms();
    },
    async close() {
      await connection?.close().catch(() => undefined);
      connection = null;
      publisher = null;
    },
  };
}
