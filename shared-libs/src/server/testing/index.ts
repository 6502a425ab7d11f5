// Test kit of the server: a database per suite (PGlite or a fresh PostgreSQL database) and a real
// SMTP server to read sent mail from, as its recipient would.
export * from './test-database.js';
export * from './smtp-sink.js';
export * from './products-for-sale.js';
