// Prices a set of products for one caller: the one entry point every route and the module API use.
import { priceFor, type CallerKind, type CallerPrice, type PriceBase } from './compute.js';
import { loadContractorTerms } from './repository.js';
import type { CatalogDb } from '../db/tables.js';

export * from './compute.js';
export * from './caller.js';
export * from './repository.js';

export async function priceBases(
  db: CatalogDb,
  tenantId: number,
  caller: CallerKind,
  bases: PriceBase[],
): Promise<Map<number, CallerPrice>> {
  const terms =
    caller.isB2B && caller.contractorId !== null
      ? await loadContractorTerms(
          db,
          tenantId,
          caller.contractorId,
          bases.map((b) => b.id),
        )
      : null;
  return new Map(bases.map((b) => [b.id, priceFor(b, caller, terms)]));
}
