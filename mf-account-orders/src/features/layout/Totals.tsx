// Net total, VAT per rate and gross total, as an order confirmation or invoice states them.
import { formatNumber, formatPrice } from '@armatura/shared-libs/format';
import { useAccountT } from '../texts/account-texts';
import * as s from './lists.module.css';

export function Totals({
  currency,
  byRate,
  net,
  gross,
}: {
  currency: string;
  byRate: ReadonlyArray<{ rate: number; vat: number }>;
  net: number;
  gross: number;
}) {
  const t = useAccountT();
  return (
    <dl className={s.totals} data-testid="totals">
      <div>
        <dt>{t('totalNet')}</dt>
        <dd>{formatPrice(net, currency)}</dd>
      </div>
      {byRate.map((r) => (
        <div key={r.rate}>
          <dt>{t('totalVatAt', { rate: formatNumber(r.rate, 0) })}</dt>
          <dd>{formatPrice(r.vat, currency)}</dd>
        </div>
      ))}
      <div className={s.grand}>
        <dt>{t('totalGross')}</dt>
        <dd data-testid="total-gross">{formatPrice(gross, currency)}</dd>
      </div>
    </dl>
  );
}
