/**
 * A product on listings, the home page and product rows. The view mode decides the layout:
 * 'image' (big photo card, default), 'thumb' (dense grid) or 'list' (one row per product).
 */
import type { ViewMode } from '@armatura/shared-libs/constants';
import { Link } from '@armatura/shared-libs/routing';
import type { ProductCard } from '@armatura/shared-libs/contracts';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { LazyImage } from '../images/LazyImage';
import { useCatalogT } from '../texts/catalog-texts';
import { PurchaseBox } from '../availability/PurchaseBox';
import { Availability } from './Availability';
import { HighlightedName } from './HighlightedName';
import { ProductPrice } from './ProductPrice';
import { productHref } from './product-links';
import * as styles from './ProductTile.module.css';

export interface ProductTileProps {
  product: ProductCard & { nameSnippet?: string | null };
  mode?: ViewMode;
  /** Hide the cart widget (e.g. small rows of related products). */
  withCart?: boolean;
  /** Above the fold: the photo loads at once (LazyImage `eager`). */
  eagerPhoto?: boolean;
}

export function ProductTile({
  product,
  mode = 'image',
  withCart = true,
  eagerPhoto = false,
}: ProductTileProps) {
  const t = useCatalogT();
  const href = productHref(product);
  return (
    <article
      className={`${styles.tile} ${styles[mode] ?? ''}`}
      data-testid="product-tile"
      data-product-id={product.id}
    >
      <div className={styles.media}>
        {/* The photo repeats the name link: hidden from the tab order and screen readers. */}
        <Link href={href} tabIndex={-1} aria-hidden="true" className={styles.photoLink}>
          <LazyImage src={product.imageUrl} alt="" ratio={1} eager={eagerPhoto} />
        </Link>
        {product.isPromotion && <span className={styles.badge}>{t('promotion')}</span>}
        <span className={styles.favourite}>
          <FavouriteButton product={product} />
        </span>
      </div>
      <div className={styles.body}>
        {product.brandName && <p className={styles.brand}>{product.brandName}</p>}
        <h3 className={styles.name}>
          <Link href={href} className={styles.nameLink}>
            <HighlightedName name={product.name} snippet={product.nameSnippet} />
          </Link>
        </h3>
        <p className={styles.code}>
          {t('code')}: {product.code}
        </p>
        {mode === 'list' && product.catalogNumber && (
          <p className={styles.code}>
            {t('catalogNumber')}: {product.catalogNumber}
          </p>
        )}
      </div>
      <div className={styles.buy}>
        <ProductPrice product={product} />
        <Availability
          qtyAvailable={product.qtyAvailable}
          unit={product.unit}
          showQuantity={mode === 'list'}
        />
        {withCart && (
          <div className={styles.cart}>
            <PurchaseBox product={product} variant="compact" withNotify />
          </div>
        )}
      </div>
    </article>
  );
}
