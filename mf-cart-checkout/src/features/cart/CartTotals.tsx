// Net, VAT per rate and gross — the way an invoice shows them.
import { formatPrice } from '@armatura/shared-libs/format';
import { T } from '../texts';
import type { CheckoutTotals } from '@armatura/shared-libs/contracts';
import * as s from './CartTotals.module.css';

export function CartTotals({
  totals,
  delivery,
}: {
  totals: CheckoutTotals;
  delivery?: { name: string; priceGross: number } | null;
}) {
  return (
    <dl className={s.totals} data-testid="cart-totals">
      {delivery && (
        <>
          <dt>{delivery.name}</dt>
          <dd>{delivery.priceGross ? formatPrice(delivery.priceGross) : T.free}</dd>
        </>
      )}
      <dt>{T.totalNet}</dt>
      <dd data-testid="total-net">{formatPrice(totals.net)}</dd>
      {totals.byRate.map((r) => (
        <div key={r.rate} className={s.rate}>
          <dt>
            {T.vatAt(r.rate)} <small>{T.vatBase(formatPrice(r.net))}</small>
          </dt>
          <dd>{formatPrice(r.vat)}</dd>
        </div>
      ))}
      <dt className={s.grand}>{T.totalGross}</dt>
      <dd className={s.grand} data-testid="total-gross">
        {formatPrice(totals.gross)}
      </dd>
    </dl>
  );
}
