/** English texts of the content remote; a missing key falls back to Polish. */
import type { pl } from './pl';
import { publicEn } from './public';

export const en: Partial<Record<keyof typeof pl, string>> = {
  ...publicEn,
};
