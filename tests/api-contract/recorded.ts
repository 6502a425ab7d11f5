import { fileURLToPath } from 'node:url';

/** The API as the served remote versions know it, written by `npm run api:contract`. */
export const RECORDED_CONTRACT = fileURLToPath(new URL('./recorded.json', import.meta.url));
