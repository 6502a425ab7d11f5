// Prices lines with the caller's current catalogue prices. The client's prices are never used
// for money: they only tell the UI what the person saw when adding.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { PricedProduct, PricingCaller } from '@armatura/shared-libs/contracts';
import { catalogApi } from './deps.js';
import { grossOf, lineNet } from '../domain/totals.js';

export interface PricedLine {
  productId: number;
  code: string;
  name: string;
  unit: string;
  qty: number;
  priceNet: number;
  priceGross: number;
  vatRate: number;
  currency: string;
  netValue: number;
  grossValue: number;
  imageUrl: string | null;
  qtyAvailable: number;
}

export function toPricedLine(p: PricedProduct, qty: number): PricedLine {
  const netValue = lineNet(qty, p.priceNet);
  return {
    productId: p.id,
    code: p.code,
    name: p.name,
    unit: p.unit,
    qty,
    priceNet: p.priceNet,
    priceGross: p.priceGross,
    vatRate: p.vatRate,
    currency: p.currency,
    netValue,
    grossValue: grossOf(netValue, p.vatRate),
    imageUrl: p.imageUrl,
    qtyAvailable: p.qtyAvailable,
  };
}

/** Current prices of the products; inactive or unknown ones are absent. */
export async function priceProducts(
  ctx: ModuleContext,
  caller: PricingCaller,
  productIds: number[],
): Promise<Map<number, PricedProduct>> {
  if (productIds.length === 0) return new Map();
  const map = await catalogApi(ctx).priceProducts(caller, [...new Set(productIds)]);
  for (const [id, p] of map) if (!p.isActive) map.delete(id);
  return map;
}
