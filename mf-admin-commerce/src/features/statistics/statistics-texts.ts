/**
 * Texts of the statistics screen: namespace 'commerceStatistics', Polish and English (the screen
 * follows the shell's culture). Components use `useStatisticsT()`; the range messages come from
 * the contract (STATISTICS_MESSAGES, Polish, the same the server answers).
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { statisticsEn } from './statistics-en';
import { statisticsPl } from './statistics-pl';

export type StatisticsTextKey = keyof typeof statisticsPl;
export type StatisticsT = (key: StatisticsTextKey, params?: TextParams) => string;

export const statisticsTexts = registerTexts<StatisticsTextKey>('commerceStatistics', {
  pl: statisticsPl,
  en: statisticsEn,
});

export function useStatisticsT(): StatisticsT {
  return useNamespaceT(statisticsTexts);
}

/** A status's label; a status the screen does not know yet shows its code. */
export function statusLabel(t: StatisticsT, status: string): string {
  const key = `status.${status}` as StatisticsTextKey;
  return key in statisticsPl ? t(key) : status;
}
