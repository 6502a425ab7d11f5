/** Polish texts of the content remote: one spread per area file (see content-texts.ts). */
import { publicPl } from './public';

export const pl = {
  ...publicPl,
};
