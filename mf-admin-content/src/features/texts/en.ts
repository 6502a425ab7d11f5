/** English texts of the content remote: one for every Polish key (texts.test.ts checks). */
import type { pl } from './pl';
import { publicEn } from './public';

export const en: Record<keyof typeof pl, string> = {
  ...publicEn,
};
