// The spending limit (Profile/CheckUserShoppingLimit with amount 0): used and left this period.
import { useStore } from '@nanostores/react';
import { formatPrice } from '@armatura/shared-libs/format';
import { Meter } from '@armatura/shared-libs/ui';
import { limitUsage, shoppingLimit } from '../../features/dashboard/dashboard-store';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import { useAccountT, type AccountTextKey } from '../../features/texts/account-texts';
import * as s from './dashboard.module.css';

export function LimitCard() {
  const t = useAccountT();
  const state = useStore(shoppingLimit.$state);
  const data = state.data;
  const limit = data?.hasLimit ? data.limit : null;
  const usage = limitUsage(data);
  const currency = limit?.currency ?? 'PLN';
  return (
    <section className={s.card} aria-labelledby="limit-title" data-testid="limit-card">
      <h2 id="limit-title">{t('limitTitle')}</h2>
      <ResourceStatus state={state} onRetry={() => void shoppingLimit.reload()} />
      {data && !limit && <p className={s.muted}>{t('noLimit')}</p>}
      {data && limit && (
        <>
          <Meter
            label={t('limitMeter', { period: t(`period${limit.period}` as AccountTextKey) })}
            value={usage ?? 0}
            valueLabel={`${formatPrice(data.used, currency)} / ${formatPrice(limit.amount, currency)}`}
          />
          <dl className={s.list}>
            <div className={s.row}>
              <dt>{t('limitAmount')}</dt>
              <dd>{formatPrice(limit.amount, currency)}</dd>
            </div>
            <div className={s.row}>
              <dt>{t('limitUsed')}</dt>
              <dd data-testid="limit-used">{formatPrice(data.used, currency)}</dd>
            </div>
            <div className={s.row}>
              <dt>{t('limitLeft')}</dt>
              <dd data-testid="limit-left">{formatPrice(data.remaining ?? 0, currency)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
