/**
 * Texts of the delivery and payment screens (namespace 'commerceDelivery', Polish and English).
 * Stores read them with `deliveryTexts.t(key)`, components with `useDeliveryT()` (re-renders when
 * the shell's culture changes).
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { pl } from './pl';
import { en } from './en';

export type DeliveryTextKey = keyof typeof pl;
export type DeliveryT = (key: DeliveryTextKey, params?: TextParams) => string;

export const deliveryTexts = registerTexts<DeliveryTextKey>('commerceDelivery', { pl, en });

export function useDeliveryT(): DeliveryT {
  return useNamespaceT(deliveryTexts);
}
