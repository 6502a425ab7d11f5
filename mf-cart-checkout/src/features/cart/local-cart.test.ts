import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLocalItem,
  localCartKey,
  localTotals,
  readLocalCart,
  setLocalQty,
  writeLocalCart,
  type LocalCartItem,
} from './local-cart';

class MemoryStorage {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

const tap = (extra: Partial<LocalCartItem> = {}): LocalCartItem => ({
  productId: 7,
  priceNet: 100,
  priceGross: 123,
  qty: 1,
  name: 'Bateria',
  unit: 'szt',
  ...extra,
});

describe('local cart', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = new MemoryStorage() as unknown as Storage;
  });

  it('is stored under shoppingCart_{tenant id}', () => {
    expect(localCartKey()).toBe('shoppingCart_1');
    writeLocalCart([tap()], storage);
    expect(JSON.parse(storage.getItem('shoppingCart_1')!)).toHaveLength(1);
    writeLocalCart([], storage);
    expect(storage.getItem('shoppingCart_1')).toBeNull();
  });

  it('merges the same productId and priceNet, keeps other prices apart', () => {
    let items = addLocalItem([], tap({ qty: 2 }));
    items = addLocalItem(items, tap({ qty: 3 }));
    items = addLocalItem(items, tap({ priceNet: 90, priceGross: 110.7 }));
    expect(items.map((x) => [x.priceNet, x.qty])).toEqual([
      [100, 5],
      [90, 1],
    ]);
    const tiles = addLocalItem(
      addLocalItem([], tap({ productId: 9, unit: 'm2', qty: 1.25 })),
      tap({ productId: 9, unit: 'm2', qty: 0.2 }),
    );
    expect(tiles[0]!.qty).toBe(1.5);
  });

  it('applies the quantity rules: whole pieces, non-numeric removes the line, capped', () => {
    const items = addLocalItem([], tap({ qty: 2.7 }));
    expect(items[0]!.qty).toBe(2);
    expect(setLocalQty(items, 0, 'abc')).toEqual([]);
    expect(setLocalQty(items, 0, '12345678')[0]!.qty).toBe(9_999_999);
  });

  it('ignores broken storage and totals what the visitor saw', () => {
    storage.setItem('shoppingCart_1', '{not json');
    expect(readLocalCart(storage)).toEqual([]);
    // 2 × 100 + 3 × 8.14 net at 23%: 224.42 net + 51.62 VAT (per rate, not 246 + 30.03 per line).
    expect(
      localTotals([
        tap({ qty: 2 }),
        tap({ productId: 8, priceNet: 8.14, priceGross: 10.01, qty: 3 }),
      ]),
    ).toEqual({ totalPrice: 276.04, quantity: 2 });
  });
});
