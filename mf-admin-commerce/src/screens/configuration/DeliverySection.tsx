/** Delivery: the free-delivery threshold and the default method (from Delivery/GetAll). */
import { useStore } from '@nanostores/react';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import {
  $deliveryMethods,
  deliverySection as section,
} from '../../features/configuration/sections';
import { BoundNumber, BoundSelect, type Choice } from './bound-fields';
import { SectionFrame } from './SectionFrame';

const NONE = 'none';

export function DeliverySection() {
  const t = useConfigurationT();
  const methods = useStore($deliveryMethods);
  const chosen = useStore(section.$form)?.defaultDeliveryMethodId ?? null;
  const choices: Choice[] = [
    { id: NONE, name: t('noDefaultMethod') },
    // Inactive methods are listed only when one is the saved choice (the server refuses a new one).
    ...methods.items
      .filter((m) => m.isActive || m.id === chosen)
      .map((m) => ({
        id: String(m.id),
        name: m.isActive ? m.name : t('inactiveMethod', { name: m.name }),
      })),
  ];
  // The saved method even when the list could not be read (no Pages.Delivery): keep it choosable.
  if (chosen !== null && !choices.some((c) => c.id === String(chosen)))
    choices.push({ id: String(chosen), name: `#${chosen}` });
  return (
    <SectionFrame id="delivery" title={t('tabDelivery')} section={section}>
      <BoundNumber
        section={section}
        field="freeDeliveryThreshold"
        label={t('freeThreshold')}
        description={t('freeThresholdHint')}
        decimals={2}
      />
      <BoundSelect
        section={section}
        field="defaultDeliveryMethodId"
        label={t('defaultMethod')}
        description={methods.status === 'error' ? t('methodsError') : t('defaultMethodHint')}
        choices={choices}
        toKey={(value?: number | null) =>
          value === null || value === undefined ? NONE : String(value)
        }
        toValue={(key) => (key === NONE ? null : Number(key))}
      />
    </SectionFrame>
  );
}
