// Widget 'mf_cart_checkout/MiniCart' (the shell's header): a link to /koszyk with the number of
// lines and the gross total of the cart. It starts the cart sync (sign-in migration, other tabs).
// Its accessible name is its own visible text ("Koszyk 2 123,00 zł"), so speech users can say
// what they see; the icon is an inline SVG (an emoji is an empty box without an emoji font).
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '@armatura/shared-libs/routing';
import { formatPrice } from '@armatura/shared-libs/format';
import { useT } from '@armatura/shared-libs/i18n';
import type { NoProps } from '@armatura/shared-libs/contracts';
import { $cartBadge, startCartSync } from '../features/cart/cart-store';
import * as s from './MiniCart.module.css';

function CartIcon() {
  return (
    <svg
      className={s.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-testid="mini-cart-icon"
    >
      <path
        d="M3 4h2.2l2.3 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

export default function MiniCart(_props: NoProps) {
  const t = useT(); // the header's own text, in the current language
  const { quantity, totalPrice } = useStore($cartBadge);
  useEffect(() => startCartSync(), []);
  return (
    <Link href="/koszyk" className={s.link} data-testid="mini-cart">
      <CartIcon />
      <span className={s.label}>{t('header.cart')}</span>{' '}
      <span className={s.badge} data-testid="mini-cart-count">
        {quantity}
      </span>
      {quantity > 0 && (
        <>
          {' '}
          <span className={s.total}>{formatPrice(totalPrice)}</span>
        </>
      )}
    </Link>
  );
}
