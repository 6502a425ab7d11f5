// The user's delivery addresses (Addresses/GetAddresses, 5 a page with 5/10/15): add, edit, delete.
import { useStore } from '@nanostores/react';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { formatDate } from '@armatura/shared-libs/format';
import { EmptyState, Pagination } from '@armatura/shared-libs/ui';
import {
  $addressesPaging,
  addressList,
  loadAddresses,
} from '../../features/addresses/addresses-store';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import { useAccountT } from '../../features/texts/account-texts';
import { AddressDialog } from './AddressDialog';
import { DeleteAddressButton } from './DeleteAddressButton';
import * as s from './dashboard.module.css';

export function AddressesSection() {
  const t = useAccountT();
  const state = useStore(addressList.$state);
  const paging = useStore($addressesPaging);
  const items = state.data?.items ?? [];
  return (
    <section
      id="adresy"
      className={s.section}
      aria-labelledby="addresses-title"
      data-testid="addresses"
    >
      <div className={s.sectionHead}>
        <h2 id="addresses-title">{t('addressesTitle')}</h2>
        <AddressDialog />
      </div>
      <ResourceStatus state={state} onRetry={() => void addressList.reload()} />
      {state.status === 'ready' && items.length === 0 && (
        <EmptyState title={t('addressesEmpty')} message={t('addressesEmptyHint')} />
      )}
      {items.length > 0 && (
        <ul className={s.addresses}>
          {items.map((a) => (
            <li key={a.id} className={s.address} data-testid="address">
              <p className={s.addressName}>
                <strong>{a.label || `${a.firstName} ${a.lastName}`}</strong>
                {a.isDefault && <span className={s.badge}>{t('defaultBadge')}</span>}
              </p>
              <address className={s.addressText}>
                {a.label && (
                  <>
                    {a.firstName} {a.lastName}
                    <br />
                  </>
                )}
                {a.isCompany && a.companyName && (
                  <>
                    {a.companyName}, {t('nip')} {a.nip}
                    <br />
                  </>
                )}
                {a.street}
                <br />
                {a.postalCode} {a.city}
              </address>
              {a.lastUsedTime && (
                <p className={s.muted}>{t('lastUsed', { date: formatDate(a.lastUsedTime) })}</p>
              )}
              <div className={s.actions}>
                <AddressDialog address={a} />
                <DeleteAddressButton address={a} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {state.data && state.data.totalCount > PAGE_SIZES.addresses.options[0] && (
        <Pagination
          page={paging.page}
          pageSize={paging.pageSize}
          totalCount={state.data.totalCount}
          onPageChange={(page) => void loadAddresses({ page })}
          pageSizeOptions={PAGE_SIZES.addresses.options}
          onPageSizeChange={(pageSize) => void loadAddresses({ pageSize })}
        />
      )}
    </section>
  );
}
