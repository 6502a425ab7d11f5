// The file repository: folders, uploads of one or many files, rename, move, delete, and the stable
// public addresses of the files (routes.ts). README.md beside this file says how the pieces fit.
export { fileRoutes } from './routes.js';
