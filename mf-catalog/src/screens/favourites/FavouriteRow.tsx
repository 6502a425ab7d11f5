/** One favourite: photo, name, price, stock, the cart widget and removal. */
import { Link } from '@armatura/shared-libs/routing';
import { Button } from '@armatura/shared-libs/ui';
import type { FavouriteDetail } from '../../features/favourites/favourite-details-store';
import { removeFavourite, type FavouriteProduct } from '../../features/favourites/favourites-store';
import { LazyImage } from '../../features/images/LazyImage';
import { AddToCartSlot } from '../../features/products/AddToCartSlot';
import { Availability } from '../../features/products/Availability';
import { ProductPrice } from '../../features/products/ProductPrice';
import { productHref } from '../../features/products/product-links';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Favourites.module.css';

export function FavouriteRow({
  favourite,
  detail,
}: {
  favourite: FavouriteProduct;
  detail: FavouriteDetail | undefined;
}) {
  const t = useCatalogT();
  const product = detail?.status === 'ready' ? detail.product : null;
  const href = productHref({
    id: favourite.id,
    slug: product?.slug ?? '',
    name: product?.name ?? favourite.name,
  });
  return (
    <li className={styles.row} data-testid="favourite-row" data-product-id={favourite.id}>
      <Link href={href} className={styles.photo} tabIndex={-1} aria-hidden="true">
        <LazyImage src={product?.imageUrl} alt="" />
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link href={href}>{product?.name ?? favourite.name}</Link>
        </h2>
        {product && (
          <p className={styles.code}>
            {t('code')}: {product.code}
          </p>
        )}
        {detail?.status === 'missing' && <p className={styles.note}>{t('favouriteUnavailable')}</p>}
        {detail?.status === 'error' && <p className={styles.note}>{t('loadError')}</p>}
        {product && <Availability qtyAvailable={product.qtyAvailable} unit={product.unit} />}
      </div>
      <div className={styles.buy}>
        {product && <ProductPrice product={product} />}
        {product && <AddToCartSlot product={product} variant="compact" />}
        <Button
          variant="quiet"
          size="small"
          onPress={() => removeFavourite(favourite.id)}
          aria-label={`${t('favouriteRemove')}: ${favourite.name}`}
        >
          {t('favouriteRemove')}
        </Button>
      </div>
    </li>
  );
}
