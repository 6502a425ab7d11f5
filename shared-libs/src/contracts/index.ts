// Cross-domain contracts: module API interfaces, event names and payloads, widget props.
// Types only (plus constants); no domain's code lives here.
export * from './identity.js';
export * from './mail.js';
export * from './catalog.js';
export * from './commerce.js';
export * from './users.js';
export * from './widgets.js';
