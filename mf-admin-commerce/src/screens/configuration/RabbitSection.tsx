/**
 * RabbitMQ: relay on/off, server URL (no credentials), user, write-only password, exchange prefix;
 * the relay's connection state with a check that reads it again (saving reconnects the relay).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { RabbitConfiguration } from '@armatura/shared-libs/contracts';
import { Button } from '@armatura/shared-libs/ui';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import {
  $rabbitTest,
  rabbitSection as section,
  testRabbitConnection,
} from '../../features/configuration/sections';
import { BoundSecret, BoundSwitch, BoundText } from './bound-fields';
import { SectionFrame } from './SectionFrame';
import * as styles from './configuration.module.css';

const STATE_TEXT = {
  connected: 'stateConnected',
  connecting: 'stateConnecting',
  disabled: 'stateDisabled',
} as const satisfies Record<RabbitConfiguration['state'], string>;

function ConnectionState() {
  const t = useConfigurationT();
  const saved = useStore(section.$saved);
  const test = useStore($rabbitTest);
  const [refreshing, setRefreshing] = useState(false);
  if (!saved) return null;
  const refresh = async () => {
    setRefreshing(true);
    await section.refreshSaved();
    setRefreshing(false);
  };
  const testing = test.phase === 'testing';
  return (
    <div className={styles.panel}>
      <div className={styles.row}>
        <p data-testid="rabbit-state" data-state={saved.state}>
          {t('rabbitState')}: <strong>{t(STATE_TEXT[saved.state])}</strong>
        </p>
        <Button variant="secondary" isDisabled={refreshing} onPress={() => void refresh()}>
          {refreshing ? t('rabbitChecking') : t('rabbitRefresh')}
        </Button>
      </div>
      <div className={styles.row}>
        <span className={styles.hint}>{t('rabbitTestHint')}</span>
        <Button
          variant="secondary"
          isDisabled={testing}
          onPress={() => void testRabbitConnection()}
        >
          {testing ? t('rabbitTesting') : t('rabbitTest')}
        </Button>
      </div>
      <p
        role="status"
        data-testid="rabbit-test"
        className={test.result?.ok ? undefined : styles.error}
      >
        {test.result &&
          `${t(test.result.ok ? 'rabbitTestOk' : 'rabbitTestFailed')}: ${test.result.message}`}
      </p>
    </div>
  );
}

export function RabbitSection() {
  const t = useConfigurationT();
  const saved = useStore(section.$saved);
  const form = useStore(section.$form);
  return (
    <SectionFrame id="rabbit" title={t('tabRabbit')} section={section} after={<ConnectionState />}>
      <BoundSwitch
        section={section}
        field="isEnabled"
        label={t('rabbitEnabled')}
        description={t('rabbitEnabledHint')}
      />
      <BoundText
        section={section}
        field="url"
        label={t('rabbitUrl')}
        description={t('rabbitUrlHint')}
        className={styles.wide}
        type="url"
      />
      <BoundText section={section} field="username" label={t('rabbitUser')} autoComplete="off" />
      <BoundSecret
        section={section}
        field="password"
        label={t('rabbitPassword')}
        isSet={saved?.passwordSet ?? false}
      />
      <BoundText
        section={section}
        field="prefix"
        label={t('rabbitPrefix')}
        description={t('rabbitPrefixHint', { prefix: form?.prefix || '…' })}
        isRequired
      />
    </SectionFrame>
  );
}
