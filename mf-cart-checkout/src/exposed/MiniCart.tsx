// Widget 'mf_cart_checkout/MiniCart' (the shell's header): a link to /koszyk with the number of
// lines and the gross total of the cart. It starts the cart sync (sign-in migration, other tabs).
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '@armatura/shared-libs/routing';
import { formatPrice } from '@armatura/shared-libs/format';
import type { NoProps } from '@armatura/shared-libs/contracts';
import { $cartBadge, startCartSync } from '../features/cart/cart-store';
import { T } from '../features/texts';
import * as s from './MiniCart.module.css';

export default function MiniCart(_props: NoProps) {
  const { quantity, totalPrice } = useStore($cartBadge);
  useEffect(() => startCartSync(), []);
  return (
    <Link
      href="/koszyk"
      className={s.link}
      aria-label={`${T.cart}: ${quantity}, ${formatPrice(totalPrice)}`}
      data-testid="mini-cart"
    >
      <span aria-hidden="true">🛒</span>
      <span className={s.label}>{T.cart}</span>
      <span className={s.badge} aria-hidden="true" data-testid="mini-cart-count">
        {quantity}
      </span>
      {quantity > 0 && (
        <span className={s.total} aria-hidden="true">
          {formatPrice(totalPrice)}
        </span>
      )}
    </Link>
  );
}
