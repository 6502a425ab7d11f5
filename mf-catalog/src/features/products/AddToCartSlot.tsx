/** The cart team's AddToCart widget (mf_cart_checkout/AddToCart, contract in shared-libs). */
import { useStore } from '@nanostores/react';
import type { AddToCartProps, ProductCard } from '@armatura/shared-libs/contracts';
import { RemoteWidget } from '@armatura/shared-libs/ui';
import { $discounts, $isB2B, priceFor } from '../pricing/discounts-store';

export function AddToCartSlot({
  product,
  variant,
}: {
  product: ProductCard;
  variant: 'compact' | 'full';
}) {
  const discounts = useStore($discounts);
  const isB2B = useStore($isB2B);
  const price = priceFor(product, discounts, isB2B);
  const props: AddToCartProps = {
    productId: product.id,
    name: product.name,
    unit: product.unit,
    priceNet: price.net,
    priceGross: price.gross,
    qtyAvailable: product.qtyAvailable,
    variant,
  };
  return <RemoteWidget<AddToCartProps> id="mf_cart_checkout/AddToCart" props={props} />;
}
