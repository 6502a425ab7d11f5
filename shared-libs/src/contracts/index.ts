// Cross-domain contracts: module API interfaces, event names and payloads, widget props.
// Types and constants, and the API contracts: TypeBox schemas (schema-kit.ts, catalog-admin.ts) that
// the routes validate with and the browser types and validates with. Browser-safe: no server imports
// at runtime (only `import type`); no domain's code lives here.
export * from './identity.js';
export * from './mail.js';
export * from './catalog.js';
export * from './commerce.js';
export * from './commerce-delivery.js';
export * from './commerce-configuration.js';
export * from './users.js';
export * from './widgets.js';
export * from './page-boot.js';
export * from './order-events.js';
// API contracts (TypeBox schemas + Static types), browser-safe: routes validate with them, browser
// stores type their clients and forms validate with the same schemas.
export * from './schema-kit.js';
export * from './catalog-admin.js';
export * from './users-limits.js';
export * from './users-admin.js';
export * from './content-email.js';
export * from './content-blog.js';
export * from './content-newsletter.js';
export * from './content-contacts.js';
export * from './content-pages.js';
export * from './content-files.js';
export * from './identity-session.js';
export * from './identity-account.js';
export * from './catalog-storefront.js';
export * from './catalog-contracts.js';
export * from './catalog-search.js';
export * from './catalog-notify.js';
export * from './catalog-media.js';
export * from './catalog-sitemap.js';
export * from './catalog-page.js';
export * from './account-profile.js';
export * from './account-documents.js';
export * from './document-events.js';
export * from './account-orders.js';
export * from './organization.js';
export * from './checkout-cart.js';
export * from './checkout-order-input.js';
export * from './checkout-orders.js';
export * from './commerce-points-of-sale.js';
export * from './commerce-dictionaries.js';
export * from './commerce-statistics.js';
