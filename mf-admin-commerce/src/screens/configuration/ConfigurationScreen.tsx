/**
 * /kokpit/konfiguracja/globalna (screen commerce.globalConfiguration, Pages.GlobalConfiguration):
 * one tab per configuration group; each loads its Get call and saves its full object on its own.
 */
import { useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@armatura/shared-libs/ui';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import { openConfiguration } from '../../features/configuration/sections';
import { CompanySection } from './CompanySection';
import { DefaultSection } from './DefaultSection';
import { DeliverySection } from './DeliverySection';
import { MailSection } from './MailSection';
import { RabbitSection } from './RabbitSection';
import { TpaySection } from './TpaySection';
import * as styles from './configuration.module.css';

export function ConfigurationScreen() {
  const t = useConfigurationT();
  useEffect(() => {
    void openConfiguration();
  }, []);
  const tabs = [
    { id: 'company', label: t('tabCompany'), Panel: CompanySection },
    { id: 'mail', label: t('tabMail'), Panel: MailSection },
    { id: 'default', label: t('tabDefault'), Panel: DefaultSection },
    { id: 'tpay', label: t('tabTpay'), Panel: TpaySection },
    { id: 'rabbit', label: t('tabRabbit'), Panel: RabbitSection },
    { id: 'delivery', label: t('tabDelivery'), Panel: DeliverySection },
  ];
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <Tabs defaultSelectedKey="company">
        <TabList aria-label={t('sections')}>
          {tabs.map(({ id, label }) => (
            <Tab key={id} id={id}>
              {label}
            </Tab>
          ))}
        </TabList>
        {tabs.map(({ id, Panel }) => (
          <TabPanel key={id} id={id}>
            <Panel />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
