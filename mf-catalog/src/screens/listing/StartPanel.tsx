/**
 * The bare /oferta before any search (storefront.md §4: no search at start without a term or
 * filter): the categories to choose from, and a way to see everything.
 */
import { useStore } from '@nanostores/react';
import { Button, Spinner } from '@armatura/shared-libs/ui';
import { $categoryTree, featuredCategories } from '../../features/categories/category-store';
import { CategoryTiles } from '../../features/categories/CategoryTiles';
import { listingActions } from '../../features/search/listing-actions';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Listing.module.css';

export function StartPanel() {
  const t = useCatalogT();
  const tree = useStore($categoryTree);
  return (
    <div className={styles.start} data-testid="listing-start">
      <p className={styles.startHint}>{t('startHint')}</p>
      <Button onPress={() => listingActions.search()}>{t('showAllProducts')}</Button>
      {tree.status === 'loading' && <Spinner />}
      {tree.data && tree.data.length > 0 && <CategoryTiles nodes={featuredCategories(tree.data)} />}
    </div>
  );
}
