// Module APIs across processes (ARCHITECTURE.md, "API modules apart").
export { encode, decode, NotSendable } from './codec.js';
export { callRemote, remoteModule, isReadMethod, type RemoteOptions } from './client.js';
export { parseModuleUrls, type ModuleUrls } from './module-urls.js';
export { MODULE_SECRET_HEADER, sameSecret } from './secret.js';
export { withMigrationLock } from '../db/migration-lock.js';
