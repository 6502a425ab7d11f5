export * from './event-bus.js';
export * from './rabbit-relay.js';
export * from './outbox-migrations.js';
