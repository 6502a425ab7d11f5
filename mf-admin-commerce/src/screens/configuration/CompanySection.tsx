/** Company information: name, NIP, REGON, address, bank account, contact e-mail, phone. */
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import { companySection as section } from '../../features/configuration/sections';
import { BoundText } from './bound-fields';
import { SectionFrame } from './SectionFrame';
import * as styles from './configuration.module.css';

export function CompanySection() {
  const t = useConfigurationT();
  return (
    <SectionFrame id="company" title={t('tabCompany')} section={section}>
      <BoundText
        section={section}
        field="name"
        label={t('companyName')}
        isRequired
        className={styles.wide}
        autoComplete="organization"
      />
      <BoundText section={section} field="nip" label={t('nip')} isRequired />
      <BoundText section={section} field="regon" label={t('regon')} description={t('regonHint')} />
      <BoundText
        section={section}
        field="street"
        label={t('street')}
        isRequired
        className={styles.wide}
        autoComplete="street-address"
      />
      <BoundText
        section={section}
        field="postalCode"
        label={t('postalCode')}
        isRequired
        autoComplete="postal-code"
      />
      <BoundText section={section} field="city" label={t('city')} isRequired />
      <BoundText section={section} field="bankName" label={t('bankName')} />
      <BoundText
        section={section}
        field="bankAccount"
        label={t('bankAccount')}
        description={t('bankAccountHint')}
        isRequired
        className={styles.wide}
      />
      <BoundText
        section={section}
        field="contactEmail"
        label={t('contactEmail')}
        description={t('contactEmailHint')}
        isRequired
        type="email"
      />
      <BoundText section={section} field="phone" label={t('phone')} type="tel" />
    </SectionFrame>
  );
}
