/**
 * Texts of the point-of-sale screens (namespace 'commercePointsOfSale', Polish and English).
 * Stores read them with `pointTexts.t(key)`, components with `usePointT()` (re-renders when the
 * shell's culture changes).
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { pl } from './pl';
import { en } from './en';

export type PointTextKey = keyof typeof pl;
export type PointT = (key: PointTextKey, params?: TextParams) => string;

export const pointTexts = registerTexts<PointTextKey>('commercePointsOfSale', { pl, en });

export function usePointT(): PointT {
  return useNamespaceT(pointTexts);
}
