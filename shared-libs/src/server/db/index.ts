export * from './database.js';
export * from './migrations.js';
export * from './transaction.js';
