// /kokpit/konfiguracja/statystyki (Pages.Statistics): the range form, the period's totals, and
// four charts (sales over time, orders by status, top products, top categories), each followed by
// a table of the same figures. Loads the last 30 days on opening. Default export: a lazy chunk.
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { EmptyState, ErrorState, Spinner } from '@armatura/shared-libs/ui';
import { rankingChart, salesChart, statusChart } from '../../features/statistics/charts';
import { $compare, applyRange, statistics } from '../../features/statistics/statistics-store';
import { useStatisticsT } from '../../features/statistics/statistics-texts';
import { ChartCanvas } from './ChartCanvas';
import { CategoriesTable, ProductsTable, SalesTable, StatusTable } from './FigureTables';
import { RangeForm } from './RangeForm';
import { SummaryFigures } from './SummaryFigures';
import * as s from './statistics.module.css';

export default function StatisticsScreen() {
  const t = useStatisticsT();
  const state = useStore(statistics.$state);
  const compare = useStore($compare);
  useEffect(() => void applyRange(), []);
  const data = state.data;
  const charts = useMemo(
    () =>
      data && {
        sales: salesChart(data.sales, compare, t),
        status: statusChart(data.byStatus, compare, t),
        products: rankingChart(data.products, compare, t),
        categories: rankingChart(data.categories, compare, t),
      },
    [data, compare, t],
  );
  return (
    <div className={s.screen} aria-busy={state.status === 'loading'}>
      <h1 className={s.title}>{t('title')}</h1>
      <p className={s.muted}>{t('lead')}</p>
      <RangeForm />
      {state.status === 'loading' && !data && <Spinner label={t('loading')} />}
      {state.status === 'error' && (
        <ErrorState
          title={t('loadError')}
          message={state.error}
          onRetry={() => void statistics.reload()}
          retryLabel={t('retry')}
        />
      )}
      {data && charts && (
        <>
          <p className={s.muted} data-testid="statistics-periods">
            {t('periods', {
              from: data.sales.from,
              to: data.sales.to,
              previousFrom: data.sales.previousFrom,
              previousTo: data.sales.previousTo,
            })}
          </p>
          <SummaryFigures data={data.summary} compare={compare} />
          <section className={s.section} aria-labelledby="statistics-sales">
            <h2 id="statistics-sales">{t('salesChart')}</h2>
            <ChartCanvas
              config={charts.sales}
              label={t('salesChartLabel', { from: data.sales.from, to: data.sales.to })}
              testId="sales-chart"
            />
            <SalesTable data={data.sales} />
          </section>
          <div className={s.pair}>
            <section className={s.section} aria-labelledby="statistics-status">
              <h2 id="statistics-status">{t('statusChart')}</h2>
              {data.byStatus.items.length === 0 ? (
                <EmptyState title={t('empty')} />
              ) : (
                <>
                  <ChartCanvas
                    config={charts.status}
                    label={t('statusChartLabel')}
                    testId="status-chart"
                  />
                  <StatusTable data={data.byStatus} />
                </>
              )}
            </section>
            <section className={s.section} aria-labelledby="statistics-products">
              <h2 id="statistics-products">{t('productsChart')}</h2>
              {data.products.items.length === 0 ? (
                <EmptyState title={t('empty')} />
              ) : (
                <>
                  <ChartCanvas
                    config={charts.products}
                    label={t('productsChartLabel')}
                    testId="products-chart"
                  />
                  <ProductsTable data={data.products} />
                </>
              )}
            </section>
            <section className={s.section} aria-labelledby="statistics-categories">
              <h2 id="statistics-categories">{t('categoriesChart')}</h2>
              {data.categories.items.length === 0 ? (
                <EmptyState title={t('empty')} />
              ) : (
                <>
                  <ChartCanvas
                    config={charts.categories}
                    label={t('categoriesChartLabel')}
                    testId="categories-chart"
                  />
                  <CategoriesTable data={data.categories} />
                </>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
