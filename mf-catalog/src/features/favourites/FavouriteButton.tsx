/**
 * The heart button on tiles and the product page. It always tries to add: a product already
 * on the list is refused with the spec's message (storefront.md §5); removal is on /ulubione.
 */
import { Button, useBrowserStore } from '@armatura/shared-libs/ui';
import { useCatalogT } from '../texts/catalog-texts';
import { $favouriteIds, addFavourite } from './favourites-store';
import * as styles from './FavouriteButton.module.css';

export interface FavouriteButtonProps {
  product: { id: number; name: string };
  /** 'icon' on tiles, 'labelled' on the product page. */
  look?: 'icon' | 'labelled';
}

export function FavouriteButton({ product, look = 'icon' }: FavouriteButtonProps) {
  const t = useCatalogT();
  // The server knows no visitor's favourites (they are in localStorage): it renders "not one".
  // This product's yes or no, not the set (a new object), so only a favourite's button renders
  // again after hydration.
  const isFavourite = useBrowserStore($favouriteIds, false, (ids) => ids.has(product.id));
  const label = isFavourite ? t('favouriteAlready') : t('favouriteAdd');
  return (
    <Button
      variant={look === 'icon' ? 'quiet' : 'secondary'}
      size={look === 'icon' ? 'small' : 'medium'}
      className={`${styles.button} ${look === 'icon' ? styles.icon : ''}`}
      aria-label={look === 'icon' ? label : undefined}
      data-favourite={isFavourite ? 'yes' : 'no'}
      onPress={() => addFavourite({ id: product.id, name: product.name })}
    >
      <HeartIcon filled={isFavourite} />
      {look === 'labelled' && <span>{label}</span>}
    </Button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={`${styles.heart} ${filled ? styles.filled : ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.4-9.2C1.3 8.1 3.2 4.5 6.7 4.5c2.1 0 3.5 1.2 4.3 2.4.8-1.2 2.2-2.4 4.3-2.4 3.5 0 5.4 3.6 4.1 6.8-1.9 4.6-9.4 9.2-9.4 9.2z" />
    </svg>
  );
}
