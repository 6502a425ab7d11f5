// TypeBox shapes of the ShoppingCart/* calls.
import { Id, Money, Nullable, Quantity, Type } from '@armatura/shared-libs/server';

const Qty = Quantity();
const Price = Money();

export const CreateItemBody = Type.Object({
  productId: Id(),
  qty: Qty,
  /** What the person saw; ignored for money (the server prices every line itself). */
  priceNet: Type.Optional(Price),
  priceGross: Type.Optional(Price),
});
export const UpdateItemBody = Type.Object({ id: Id(), qty: Qty });
export const LocalItem = Type.Object({
  productId: Id(),
  qty: Type.Number({ minimum: 0, maximum: 9_999_999 }),
  priceNet: Type.Optional(Price),
  priceGross: Type.Optional(Price),
});
export const MigrateBody = Type.Object({ items: Type.Array(LocalItem, { maxItems: 500 }) });
export const ImportBody = Type.Object({
  content: Type.String({ minLength: 1, maxLength: 2_000_000 }),
});
export const OrderIdBody = Type.Object({ orderId: Id() });
export const UserIdQuery = Type.Object({ userId: Type.Optional(Id()) });

export const TotalsDto = Type.Object({
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
  byRate: Type.Array(
    Type.Object({
      rate: Type.Number(),
      net: Type.Number(),
      vat: Type.Number(),
      gross: Type.Number(),
    }),
  ),
});

export const CartItemDto = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  qty: Type.Number(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
  vatRate: Type.Number(),
  currency: Type.String(),
  netValue: Type.Number(),
  grossValue: Type.Number(),
  imageUrl: Nullable(Type.String()),
  qtyAvailable: Type.Number(),
  /** False when the product was withdrawn: it is shown but cannot be ordered. */
  isAvailable: Type.Boolean(),
});

const OrderRef = Nullable(Type.Object({ id: Type.Integer(), number: Type.String() }));
export const CartDto = Type.Object({
  items: Type.Array(CartItemDto),
  totalCount: Type.Integer(),
  totals: TotalsDto,
  editingOrder: OrderRef,
  offer: OrderRef,
});
export const CartTotalsDto = Type.Object({ totalPrice: Type.Number(), quantity: Type.Integer() });
export const ImportResultDto = Type.Object({
  imported: Type.Integer(),
  errors: Type.Array(
    Type.Object({ line: Type.Integer(), code: Type.String(), message: Type.String() }),
  ),
  cart: CartDto,
});
