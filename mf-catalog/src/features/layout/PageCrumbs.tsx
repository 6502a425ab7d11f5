/**
 * The breadcrumb trail of a screen as a navigation landmark ('Ścieżka nawigacji'), starting at
 * the home page; the last crumb is the current page (no link).
 */
import { HOME_PATH } from '@armatura/shared-libs/constants';
import { Breadcrumb, Breadcrumbs } from '@armatura/shared-libs/ui';
import { useCatalogT } from '../texts/catalog-texts';

export interface Crumb {
  label: string;
  href?: string;
}

export function PageCrumbs({ items }: { items: Crumb[] }) {
  const t = useCatalogT();
  const all: Crumb[] = [{ label: t('home'), href: HOME_PATH }, ...items];
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs>
        {all.map((crumb, i) => (
          <Breadcrumb
            key={`${i}-${crumb.label}`}
            href={i < all.length - 1 ? crumb.href : undefined}
          >
            {crumb.label}
          </Breadcrumb>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
