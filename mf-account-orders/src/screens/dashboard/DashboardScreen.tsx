// /kokpit/pulpit: the signed-in user's dashboard (back-office.md §2): the account, the contractor,
// the spending limit used and left this period, the last orders, shortcuts by permission and the
// delivery addresses (section #adresy, also the place the user menu's "addresses" link opens).
import { useEffect } from 'react';
import { useCurrentUser } from '@armatura/shared-libs/session';
import { loadDashboard } from '../../features/dashboard/dashboard-store';
import { loadAddresses } from '../../features/addresses/addresses-store';
import { useAccountT } from '../../features/texts/account-texts';
import { AccountCard } from './AccountCard';
import { AddressesSection } from './AddressesSection';
import { ContractorCard } from './ContractorCard';
import { LastOrdersCard } from './LastOrdersCard';
import { LimitCard } from './LimitCard';
import { QuickLinks } from './QuickLinks';
import * as s from './dashboard.module.css';

export function DashboardScreen() {
  const t = useAccountT();
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    void loadDashboard(userId);
    void loadAddresses();
  }, [userId]);
  useScrollToHash(userId !== null);

  if (!user) return <p role="status">{t('notSignedIn')}</p>;
  return (
    <section
      className={s.dashboard}
      aria-labelledby="dashboard-title"
      data-testid="account-dashboard"
    >
      <h1 id="dashboard-title">{t('dashboardTitle')}</h1>
      <p className={s.welcome}>{t('welcome', { name: user.name || user.title })}</p>
      <div className={s.grid}>
        <AccountCard user={user} />
        <QuickLinks />
        <LimitCard />
        <ContractorCard />
        <LastOrdersCard />
      </div>
      <AddressesSection />
    </section>
  );
}

/** /kokpit/pulpit#adresy (or #profil) scrolls to its section once the screen is there. */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}
