// Page-wide banners: offline status and "Działasz jako {user}" with "Wróć".
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '@armatura/shared-libs/i18n';
import { useCurrentUser } from '@armatura/shared-libs/session';
import { normalizeError } from '@armatura/shared-libs/http';
import { Button, notify } from '@armatura/shared-libs/ui';
import { $online } from '../pwa/network';
import { $switchKind, goBackToOwnAccount } from '../account/impersonation';
import * as s from './layout.module.css';

export function OfflineBanner() {
  const t = useT();
  const online = useStore($online);
  return (
    <div role="status" className={s.offlineRegion}>
      {!online && <p className={s.offline}>{t('header.offline')}</p>}
    </div>
  );
}

export function ImpersonationBanner() {
  const t = useT();
  const kind = useStore($switchKind);
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!kind) return null;
  const back = async () => {
    setBusy(true);
    try {
      await goBackToOwnAccount(kind);
    } catch (error) {
      const failure = normalizeError(error);
      notify({
        type: 'error',
        title: failure.message,
        ...(failure.details ? { message: failure.details } : {}),
      });
      setBusy(false);
    }
  };
  return (
    <div
      className={s.impersonation}
      role="region"
      aria-label={t('header.impersonating', { name: '' }).trim()}
    >
      <span>{t('header.impersonating', { name: user?.title || user?.name || '' })}</span>
      <Button variant="secondary" size="small" isDisabled={busy} onPress={() => void back()}>
        {t('common.back')}
      </Button>
    </div>
  );
}
