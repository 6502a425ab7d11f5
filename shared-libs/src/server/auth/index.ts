export * from './auth-plugin.js';
export * from './permissions.js';
export * from './tokens.js';
export * from './passwords.js';
