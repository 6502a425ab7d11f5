// The shared secret of the internal module routes (MODULE_API_SECRET), compared in constant time:
// both sides are hashed first, so neither the length nor a common prefix shows in the timing.
import { createHash, timingSafeEqual } from 'node:crypto';

export const MODULE_SECRET_HEADER = 'x-armatura-module-secret';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(expected));
}
