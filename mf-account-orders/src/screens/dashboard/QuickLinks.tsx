// Shortcuts by permission: the customer's shop pages, and for staff their domain's lists.
import { useT } from '@armatura/shared-libs/i18n';
import { usePermissions } from '@armatura/shared-libs/permissions';
import { Link } from '@armatura/shared-libs/routing';
import { shopLinks, staffLinks } from '../../features/dashboard/quick-links';
import { useAccountT } from '../../features/texts/account-texts';
import * as s from './dashboard.module.css';

export function QuickLinks() {
  const t = useAccountT();
  const tt = useT();
  const granted = usePermissions();
  const shop = shopLinks(granted);
  const staff = staffLinks(granted);
  return (
    <nav className={s.card} aria-labelledby="quick-links-title" data-testid="quick-links">
      <h2 id="quick-links-title">{t('quickLinksTitle')}</h2>
      <ul className={s.links}>
        {shop.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
      {staff.length > 0 && (
        <>
          <h3 className={s.subTitle}>{t('staffLinksTitle')}</h3>
          <ul className={s.links} data-testid="staff-links">
            {staff.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{tt(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
