// Brands come from the catalogue through its module API (CatalogModuleApi.listBrands), never from
// its tables. Where the catalogue is not deployed in this process, there are no brands to pick.
import { validationError, type ModuleContext } from '@armatura/shared-libs/server';
import type { BrandOption, CatalogModuleApi } from '@armatura/shared-libs/contracts';

export async function listBrands(ctx: ModuleContext, tenantId: number): Promise<BrandOption[]> {
  const catalog = ctx.modules.tryGet<CatalogModuleApi>('catalog');
  return catalog ? catalog.listBrands(tenantId) : [];
}

/** Brand names by id, for the rows that name a brand. */
export async function brandNames(
  ctx: ModuleContext,
  tenantId: number,
  rows: { brand_id: number | null }[],
): Promise<Map<number, string>> {
  if (!rows.some((r) => r.brand_id !== null)) return new Map();
  return new Map((await listBrands(ctx, tenantId)).map((b) => [b.id, b.name]));
}

/** A 400 naming `brandId` when the tenant has no such brand. */
export async function requireBrand(ctx: ModuleContext, tenantId: number, brandId: number) {
  const brands = await listBrands(ctx, tenantId);
  if (!brands.some((b) => b.id === brandId))
    throw validationError('Żądanie jest nieprawidłowe.', [
      { message: 'brandId: nie ma takiej marki.', members: ['brandId'] },
    ]);
}
