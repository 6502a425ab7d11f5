// parseSorting: allow-listed fields only, ABP casing, asc/desc only; anything else is a 400 naming `sorting`.
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { parseSorting } from './schemas.js';

const SORTS = { name: 't.name', valueNetto: 't.price_net' } as const;
const fallback: ['t.name', 'asc'] = ['t.name', 'asc'];

function refusal(sorting: string): AppError {
  try {
    parseSorting(sorting, SORTS, fallback);
  } catch (error) {
    return error as AppError;
  }
  throw new Error(`"${sorting}" was accepted`);
}

describe('parseSorting', () => {
  it('maps allowed fields and directions, keeps the fallback for no sorting', () => {
    expect(parseSorting(undefined, SORTS, fallback)).toEqual(['t.name', 'asc']);
    expect(parseSorting('   ', SORTS, fallback)).toEqual(['t.name', 'asc']);
    expect(parseSorting('valueNetto desc', SORTS, fallback)).toEqual(['t.price_net', 'desc']);
    expect(parseSorting(' ValueNetto  DESC ', SORTS, fallback)).toEqual(['t.price_net', 'desc']);
    expect(parseSorting('name', SORTS, fallback)).toEqual(['t.name', 'asc']);
  });

  it('refuses unknown fields, inherited keys and bad directions with a 400 naming sorting', () => {
    const bogus = refusal('bogus');
    expect(bogus).toBeInstanceOf(AppError);
    expect(bogus.status).toBe(400);
    expect(bogus.validationErrors).toEqual([
      { message: 'Nie można sortować po polu „bogus”.', members: ['sorting'] },
    ]);
    for (const sorting of [
      'constructor',
      'toString asc',
      'name sideways',
      'name desc id',
      't.name',
    ]) {
      expect(refusal(sorting).validationErrors[0]!.members, sorting).toEqual(['sorting']);
    }
    expect(refusal('name up').validationErrors[0]!.message).toBe(
      'Nieznany kierunek sortowania „up” (dozwolone: asc, desc).',
    );
  });
});
