// Cross-domain contracts: module API interfaces, event names and payloads, widget props.
// Types and constants, and the API contracts: TypeBox schemas (schema-kit.ts, catalog-admin.ts) that
// the routes validate with and the browser types and validates with. Browser-safe: no server imports
// at runtime (only `import type`); no domain's code lives here.
export * from './identity.js';
export * from './mail.js';
export * from './catalog.js';
export * from './commerce.js';
export * from './users.js';
export * from './widgets.js';
// API contracts (TypeBox schemas + Static types), browser-safe: routes validate with them, browser
// stores type their clients and forms validate with the same schemas.
export * from './schema-kit.js';
export * from './catalog-admin.js';
