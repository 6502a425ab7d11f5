// The period's totals as a list of figures, each with the previous period's value when compared.
import type { StatisticsSummary } from '@armatura/shared-libs/contracts';
import { formatNumber, formatPrice } from '@armatura/shared-libs/format';
import { useStatisticsT, type StatisticsTextKey } from '../../features/statistics/statistics-texts';
import * as s from './statistics.module.css';

type Figure = keyof StatisticsSummary['current'];
const FORMAT: Record<Figure, (x: number) => string> = {
  orders: String,
  net: (x) => formatPrice(x),
  gross: (x) => formatPrice(x),
  averageOrderNet: (x) => formatPrice(x),
  averageOrderGross: (x) => formatPrice(x),
  newCustomers: String,
  offers: String,
  convertedOffers: String,
  conversionRate: (x) => `${formatNumber(x, 1)} %`,
};

export function SummaryFigures({ data, compare }: { data: StatisticsSummary; compare: boolean }) {
  const t = useStatisticsT();
  return (
    <section aria-labelledby="statistics-summary">
      <h2 id="statistics-summary">{t('summary')}</h2>
      <dl className={s.figures} data-testid="statistics-summary">
        {(Object.keys(FORMAT) as Figure[]).map((key) => (
          <div key={key} className={s.figure} data-testid={`figure-${key}`}>
            <dt>{t(key as StatisticsTextKey)}</dt>
            <dd className={s.value}>{FORMAT[key](data.current[key])}</dd>
            {compare && (
              <dd className={s.previous}>
                {t('previous', { value: FORMAT[key](data.previous[key]) })}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
