// One shape for a cart line whatever cart it comes from, so screens render both the same way.
import { impliedVatRate, lineNetValue } from '@armatura/shared-libs/format';
import type { CartItem } from '@armatura/shared-libs/contracts';
import type { LocalCartItem } from './local-cart';

export interface CartLine {
  key: string;
  id: number | null;
  index: number;
  productId: number;
  name: string;
  code: string;
  unit: string;
  qty: number;
  priceNet: number;
  priceGross: number;
  vatRate: number | null;
  netValue: number;
  grossValue: number;
  imageUrl: string | null;
  isAvailable: boolean;
  /** Beyond the stock, taken because the shop allows backorders: 'na zamówienie'. */
  backorder: boolean;
}

export const fromServer = (i: CartItem, index: number): CartLine => ({
  key: `s${i.id}`,
  id: i.id,
  index,
  productId: i.productId,
  name: i.name,
  code: i.code,
  unit: i.unit,
  qty: i.qty,
  priceNet: i.priceNet,
  priceGross: i.priceGross,
  vatRate: i.vatRate,
  netValue: i.netValue,
  grossValue: i.grossValue,
  imageUrl: i.imageUrl,
  isAvailable: i.isAvailable,
  backorder: i.backorder === true,
});

export const fromLocal = (i: LocalCartItem, index: number): CartLine => ({
  key: `l${i.productId}-${i.priceNet}`,
  id: null,
  index,
  productId: i.productId,
  name: i.name,
  code: '',
  unit: i.unit,
  qty: i.qty,
  priceNet: i.priceNet,
  priceGross: i.priceGross,
  vatRate: impliedVatRate(i.priceNet, i.priceGross),
  netValue: lineNetValue(i.qty, i.priceNet),
  grossValue: Math.round(i.priceGross * i.qty * 100) / 100,
  imageUrl: null,
  isAvailable: true,
  backorder: false,
});
