/**
 * Chart.js configurations of the statistics screen, built from the API's answers (pure functions,
 * so the figures drawn are testable without a canvas). Only the chart types used are registered
 * (tree-shaken: the chart library is in this screen's lazy chunk only).
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type {
  SalesSeries,
  StatusCountList,
  TopCategoryList,
  TopProductList,
} from '@armatura/shared-libs/contracts';
import { formatNumber } from '@armatura/shared-libs/format';
import type { StatisticsT } from './statistics-texts';
import { statusLabel } from './statistics-texts';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

// Colours with at least 3:1 contrast on white (WCAG 1.4.11); the previous period is dashed too,
// so it is told apart without colour.
const NET = '#1f5fa8';
const GROSS = '#2e7d32';
const PREVIOUS = '#6b6b6b';

const money = { callback: (v: string | number) => formatNumber(Number(v), 0) };
const base = { responsive: true, maintainAspectRatio: false, animation: false as const };

export function salesChart(
  s: SalesSeries,
  compare: boolean,
  t: StatisticsT,
): ChartConfiguration<'line'> {
  const datasets: ChartConfiguration<'line'>['data']['datasets'] = [
    { label: t('netCurrent'), data: s.current.map((p) => p.net), borderColor: NET },
    { label: t('grossCurrent'), data: s.current.map((p) => p.gross), borderColor: GROSS },
  ];
  if (compare)
    datasets.push(
      {
        label: t('netPrevious'),
        data: s.previous.map((p) => p.net),
        borderColor: PREVIOUS,
        borderDash: [6, 4],
      },
      {
        label: t('grossPrevious'),
        data: s.previous.map((p) => p.gross),
        borderColor: PREVIOUS,
        borderDash: [2, 3],
      },
    );
  return {
    type: 'line',
    data: { labels: s.current.map((p) => p.period), datasets },
    options: { ...base, scales: { y: { beginAtZero: true, ticks: money } } },
  };
}

export function statusChart(
  list: StatusCountList,
  compare: boolean,
  t: StatisticsT,
): ChartConfiguration<'bar'> {
  const datasets: ChartConfiguration<'bar'>['data']['datasets'] = [
    { label: t('orders'), data: list.items.map((i) => i.orders), backgroundColor: NET },
  ];
  if (compare)
    datasets.push({
      label: t('previousOrders'),
      data: list.items.map((i) => i.previousOrders),
      backgroundColor: PREVIOUS,
    });
  return {
    type: 'bar',
    data: { labels: list.items.map((i) => statusLabel(t, i.status)), datasets },
    options: { ...base, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
  };
}

/** Horizontal bars of net sales (top products or categories), the previous period beside. */
export function rankingChart(
  list: TopProductList | TopCategoryList,
  compare: boolean,
  t: StatisticsT,
): ChartConfiguration<'bar'> {
  const labels = list.items.map((i) => ('code' in i ? `${i.code} ${i.name}` : i.name));
  const datasets: ChartConfiguration<'bar'>['data']['datasets'] = [
    { label: t('netCurrent'), data: list.items.map((i) => i.net), backgroundColor: NET },
  ];
  if (compare)
    datasets.push({
      label: t('netPrevious'),
      data: list.items.map((i) => i.previousNet),
      backgroundColor: PREVIOUS,
    });
  return {
    type: 'bar',
    data: { labels, datasets },
    options: { ...base, indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: money } } },
  };
}
