/** The payment types' names in the current language (the API's dictionary is Polish only). */
import type { PaymentProvider } from '@armatura/shared-libs/contracts';
import { useDeliveryT } from '../../features/delivery/texts/texts';

export function useProviderName(): (p: PaymentProvider) => string {
  const t = useDeliveryT();
  return (p) => t(`provider_${p}`);
}
