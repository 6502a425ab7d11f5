// The company the user buys for (Profile/GetUserContractor): name, code, NIP and price list.
import { useStore } from '@nanostores/react';
import { contractor } from '../../features/dashboard/dashboard-store';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import { useAccountT } from '../../features/texts/account-texts';
import * as s from './dashboard.module.css';

export function ContractorCard() {
  const t = useAccountT();
  const state = useStore(contractor.$state);
  const data = state.data;
  const company = data?.contractor ?? null;
  return (
    <section className={s.card} aria-labelledby="contractor-title" data-testid="contractor-card">
      <h2 id="contractor-title">{t('contractorTitle')}</h2>
      <ResourceStatus state={state} onRetry={() => void contractor.reload()} />
      {data && !company && !data.contractorId && <p className={s.muted}>{t('noContractor')}</p>}
      {data && (company || data.contractorId) && (
        <dl className={s.list}>
          <div className={s.row}>
            <dt>{t('contractorName')}</dt>
            <dd>{company?.name ?? `#${data.contractorId}`}</dd>
          </div>
          <div className={s.row}>
            <dt>{t('contractorCode')}</dt>
            <dd>{company?.code ?? '—'}</dd>
          </div>
          <div className={s.row}>
            <dt>{t('nip')}</dt>
            <dd>{company?.nip ?? '—'}</dd>
          </div>
          <div className={s.row}>
            <dt>{t('priceList')}</dt>
            <dd>{data.priceList ?? '—'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
