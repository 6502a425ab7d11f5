/** Below 992 px the categories and filters open in a dialog from a "Filtry (n)" button. */
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import { useTransitionStore } from '../../features/layout/use-transition-store';
import { $listingSearch } from '../../features/search/listing-search';
import { FIELDS } from '../../features/search/search-config';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { CategoryNav } from '../../features/categories/CategoryNav';
import { FacetPanel } from './FacetPanel';
import * as styles from './Listing.module.css';

export interface MobileFiltersProps {
  categorySlug: string | null;
  withCategories: boolean;
  hiddenFields: readonly string[];
}

export function MobileFilters({ categorySlug, withCategories, hiddenFields }: MobileFiltersProps) {
  const t = useCatalogT();
  const { filters } = useTransitionStore($listingSearch);
  const count = filters
    .filter((f) => f.field !== FIELDS.inStock)
    .reduce((n, f) => n + f.values.length, 0);
  return (
    <div className={styles.mobileFilters}>
      <DialogTrigger>
        <Button variant="secondary">{t('filtersShow', { count })}</Button>
        <Modal size="medium">
          <Dialog title={t('filtersTitle')}>
            {({ close }) => (
              <div className={styles.dialogBody}>
                {withCategories && <CategoryNav currentSlug={categorySlug} />}
                <FacetPanel hiddenFields={hiddenFields} />
                <Button onPress={close} className={styles.dialogClose}>
                  {t('filtersClose')}
                </Button>
              </div>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>
    </div>
  );
}
