export * from './event-bus.js';
export * from './rabbit-relay.js';
export { amqpNames, type AmqpNames } from './rabbit-topology.js';
export * from './outbox-migrations.js';
