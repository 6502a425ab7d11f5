/** /marki: every brand with its product count, each linking to its listing. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { EmptyState, ErrorState, Spinner } from '@armatura/shared-libs/ui';
import { Link } from '@armatura/shared-libs/routing';
import { $brands, brands, loadBrands } from '../../features/brands/brand-store';
import { brandPath } from '../../features/search/listing-context';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Listing.module.css';
import { PageCrumbs } from '../../features/layout/PageCrumbs';

export function BrandsIndex() {
  const t = useCatalogT();
  const state = useStore($brands);
  useEffect(() => void loadBrands(), []);
  const list = state.data ?? [];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PageCrumbs items={[{ label: t('listingBrands') }]} />
        <h1 className={styles.title}>{t('listingBrands')}</h1>
        <p className={styles.termLine}>{t('brandsIntro')}</p>
      </header>
      {state.status === 'loading' && <Spinner size="large" />}
      {state.status === 'error' && (
        <ErrorState
          title={t('loadError')}
          message={state.error}
          onRetry={() => void brands.reload()}
          retryLabel={t('retry')}
        />
      )}
      {state.status === 'ready' && list.length === 0 && <EmptyState title={t('brandsEmpty')} />}
      {list.length > 0 && (
        <ul className={styles.brands}>
          {list.map((brand) => (
            <li key={brand.id}>
              <Link href={brandPath(brand.slug)} className={styles.brand}>
                <span className={styles.brandName}>{brand.name}</span>
                <span className={styles.brandCount}>
                  {t('productsCount', { count: brand.productCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
