// The server kit every domain's API module is built with. See ARCHITECTURE.md §4.
export * from './db/index.js';
export * from './http/errors.js';
export * from './http/envelope.js';
export * from './http/schemas.js';
export * from './uploads/index.js';
export * from './auth/index.js';
export * from './events/index.js';
export * from './mail/index.js';
export * from './module.js';
export * from './platform.js';
export { Type, type Static, type TSchema } from 'typebox';
export { sql } from 'kysely';
export * from './csv/write.js';
export * from './remote/index.js';
