/** Home (/strona-glowna, 'catalog.home'): the content team's hero, shortcuts, category tiles, recommended products. */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '@armatura/shared-libs/routing';
import { ErrorState, serverWidgetHtml, Spinner } from '@armatura/shared-libs/ui';
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
  primeHome,
  recommendedArticles,
} from '../../features/home/home-store';
import { answered, useShownOnce } from '../../features/layout/use-shown-once';
import { ProductGrid } from '../../features/products/ProductGrid';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { Hero, HERO_WIDGET } from './Hero';
import * as styles from './Home.module.css';

/** How long the home page waits, hidden, for its parts before it shows whatever has come. */
const SETTLE_WAIT_MS = 2500;

/**
 * The home page is laid out hidden until the content team's hero shows its content and the page's
 * own data has answered (or SETTLE_WAIT_MS passed), then appears whole: a part arriving later
 * would push the ones below it down the screen (layout shift, docs/benchmarks.md), and the hero,
 * the largest paint, comes last anyway.
 */
function useSettled(dataAnswered: boolean): [settled: boolean, onHeroShown: () => void] {
  // A hero the server rendered into the page is shown from the start (ui/server-widgets.ts).
  const [heroShown, setHeroShown] = useState(() => serverWidgetHtml(HERO_WIDGET) !== undefined);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const onHeroShown = useCallback(() => setHeroShown(true), []);
  // Once shown, a section's retry or reload (its status back to loading) never hides the page.
  return [useShownOnce(waited || (heroShown && dataAnswered)), onHeroShown];
}

export function HomeScreen() {
  const t = useCatalogT();
  // Before the stores are read: the first page's answers are in the HTML (idempotent).
  primeHome();
  const banners = useStore($recommendedCategories);
  const tree = useStore($categoryTree);
  const products = useStore($recommendedArticles);
  useEffect(() => void loadHome(), []);
  const [settled, onHeroShown] = useSettled(
    [banners, tree, products].every((part) => answered(part.status)),
  );

  return (
    <div
      className={styles.page}
      data-testid="home"
      data-settling={settled ? undefined : ''}
      aria-busy={settled ? undefined : true}
    >
      {!settled && (
        <div className={styles.settling}>
          <Spinner />
        </div>
      )}
      <Hero banners={banners.data ?? []} onHeroShown={onHeroShown} />

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
