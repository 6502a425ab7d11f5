/** Default settings: currency, VAT rate, whether guests may use the cart, whether backorders are taken. */
import { VAT_RATES, type DefaultConfiguration } from '@armatura/shared-libs/contracts';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import { defaultSection as section } from '../../features/configuration/sections';
import { BoundSelect, BoundSwitch, BoundText } from './bound-fields';
import { SectionFrame } from './SectionFrame';

export function DefaultSection() {
  const t = useConfigurationT();
  const rates = VAT_RATES.map((rate) => ({
    id: String(rate),
    name: t('vatOption', { rate }),
  }));
  return (
    <SectionFrame id="default" title={t('tabDefault')} section={section}>
      <BoundText section={section} field="currency" label={t('currency')} isRequired />
      <BoundSelect
        section={section}
        field="vatRate"
        label={t('vatRate')}
        choices={rates}
        toKey={(value?: DefaultConfiguration['vatRate']) => String(value ?? 23)}
        toValue={(key) => Number(key) as DefaultConfiguration['vatRate']}
      />
      <BoundSwitch
        section={section}
        field="guestCheckout"
        label={t('guestCheckout')}
        description={t('guestCheckoutHint')}
      />
      <BoundSwitch
        section={section}
        field="allowBackorders"
        label={t('allowBackorders')}
        description={t('allowBackordersHint')}
      />
    </SectionFrame>
  );
}
