/** Home (/strona-glowna, 'catalog.home'): the content team's hero, shortcuts, category tiles, recommended products. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from '@armatura/shared-libs/routing';
import { ErrorState, Spinner } from '@armatura/shared-libs/ui';
import {
  $categoryTree,
  featuredCategories,
  categoryTree,
} from '../../features/categories/category-store';
import { CategoryTiles } from '../../features/categories/CategoryTiles';
import {
  $recommendedArticles,
  $recommendedCategories,
  loadHome,
  recommendedArticles,
} from '../../features/home/home-store';
import { ProductGrid } from '../../features/products/ProductGrid';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { Hero } from './Hero';
import * as styles from './Home.module.css';

export function HomeScreen() {
  const t = useCatalogT();
  const banners = useStore($recommendedCategories);
  const tree = useStore($categoryTree);
  const products = useStore($recommendedArticles);
  useEffect(() => void loadHome(), []);

  return (
    <div className={styles.page} data-testid="home">
      <Hero banners={banners.data ?? []} />

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('homeCategories')}
        </h2>
        {tree.status === 'loading' && <Spinner />}
        {tree.status === 'error' && (
          <ErrorState
            title={t('loadError')}
            message={tree.error}
            onRetry={() => void categoryTree.reload()}
            retryLabel={t('retry')}
          />
        )}
        {tree.data && tree.data.length > 0 && (
          <CategoryTiles nodes={featuredCategories(tree.data)} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="home-recommended">
        <div className={styles.sectionHead}>
          <h2 id="home-recommended" className={styles.sectionTitle}>
            {t('homeRecommended')}
          </h2>
          <Link href="/polecane" className={styles.seeAll}>
            {t('seeAll')}
          </Link>
        </div>
        {products.status === 'loading' && <Spinner />}
        {products.status === 'error' && (
          <ErrorState
            title={t('loadError')}
            message={products.error}
            onRetry={() => void recommendedArticles.reload()}
            retryLabel={t('retry')}
          />
        )}
        {products.data && (
          <ProductGrid products={products.data} mode="image" label={t('homeRecommended')} />
        )}
      </section>
    </div>
  );
}
