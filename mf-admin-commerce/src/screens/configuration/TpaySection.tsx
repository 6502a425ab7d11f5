/** Tpay: on/off, mode, client id, write-only secret and security code, merchant id; derived URLs. */
import { useStore } from '@nanostores/react';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import { tpaySection as section } from '../../features/configuration/sections';
import { BoundSecret, BoundSwitch, BoundText } from './bound-fields';
import { SectionFrame } from './SectionFrame';
import * as styles from './configuration.module.css';

function DerivedAddresses() {
  const t = useConfigurationT();
  const saved = useStore(section.$saved);
  if (!saved) return null;
  const rows = [
    [t('tpayApiUrl'), saved.apiUrl],
    [t('tpayJwsUrl'), saved.jwsCertificateUrl],
    [t('tpayNotificationUrl'), saved.notificationUrl],
    [t('tpayReturnUrl'), saved.returnUrl],
  ] as const;
  return (
    <div className={styles.panel}>
      <h3 className={styles.panelTitle}>{t('tpayAddresses')}</h3>
      <dl className={styles.addresses}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.addressRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function TpaySection() {
  const t = useConfigurationT();
  const saved = useStore(section.$saved);
  return (
    <SectionFrame id="tpay" title={t('tabTpay')} section={section} after={<DerivedAddresses />}>
      <BoundSwitch section={section} field="isActive" label={t('tpayActive')} />
      <BoundSwitch section={section} field="isSandbox" label={t('tpaySandbox')} />
      <BoundText section={section} field="clientId" label={t('tpayClientId')} autoComplete="off" />
      <BoundSecret
        section={section}
        field="clientSecret"
        label={t('tpayClientSecret')}
        isSet={saved?.clientSecretSet ?? false}
      />
      <BoundText section={section} field="merchantId" label={t('tpayMerchantId')} />
      <BoundSecret
        section={section}
        field="securityCode"
        label={t('tpaySecurityCode')}
        isSet={saved?.securityCodeSet ?? false}
      />
    </SectionFrame>
  );
}
