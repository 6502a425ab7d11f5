/**
 * The product page (/oferta/(slug-):productId, screen 'catalog.product'): gallery, price for
 * the caller, availability, the cart widget, favourites, availability alert, specification,
 * related and similar products.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link, navigate, useCanonicalLink, useDocumentHead } from '@armatura/shared-libs/routing';
import { EmptyState, ErrorState, Spinner } from '@armatura/shared-libs/ui';
import type { ProductDetails } from '@armatura/shared-libs/contracts';
import { FavouriteButton } from '../../features/favourites/FavouriteButton';
import {
  $product,
  $related,
  $similar,
  galleryOf,
  loadProductPage,
  productDetails,
  shortDescription,
} from '../../features/product/product-store';
import { PurchaseBox } from '../../features/availability/PurchaseBox';
import { Availability } from '../../features/products/Availability';
import { ProductPrice } from '../../features/products/ProductPrice';
import { ProductStrip } from '../../features/products/ProductStrip';
import { productHref } from '../../features/products/product-links';
import { brandPath, categoryPath } from '../../features/search/listing-context';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { Gallery } from './Gallery';
import { NotifyAvailability } from './NotifyAvailability';
import { SpecificationTable } from './SpecificationTable';
import * as styles from './Product.module.css';
import { PageCrumbs } from '../../features/layout/PageCrumbs';

export function ProductScreen({ productId }: { productId: number | null }) {
  const t = useCatalogT();
  const state = useStore($product);
  const related = useStore($related);
  const similar = useStore($similar);

  useEffect(() => {
    if (productId === null) return;
    void loadProductPage(productId);
    // Another product (a related one was clicked): start reading it from the top.
    window.scrollTo({ top: 0 });
  }, [productId]);

  // One address per product: /oferta/<slug>-<id> (an old or missing slug is corrected).
  const product = state.key === productId ? state.data : null;
  // The tab and search engines name the product (issue 14 #8), not the shop's default title.
  useDocumentHead(product?.name ?? null, shortDescription(product?.description));
  // The same one address as the sitemap's, whatever slug or query the visitor came by.
  useCanonicalLink(product ? productHref(product) : null);
  useEffect(() => {
    if (!product) return;
    const canonical = productHref(product);
    if (window.location.pathname !== canonical)
      navigate(`${canonical}${window.location.search}`, { replace: true });
  }, [product]);

  if (productId === null || (state.status === 'error' && state.errorStatus === 404)) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={t('productNotFound')}
          message={t('productNotFoundHint')}
          action={<Link href="/oferta">{t('backToOffer')}</Link>}
        />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.page}>
        <ErrorState
          title={t('loadError')}
          message={state.error}
          onRetry={() => void productDetails.reload()}
          retryLabel={t('retry')}
        />
      </div>
    );
  }
  if (!product) {
    return (
      <div className={`${styles.page} ${styles.loading}`} aria-busy="true">
        <Spinner size="large" />
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="product-page" data-product-id={product.id}>
      <ProductBreadcrumbs product={product} />
      <div className={styles.top}>
        <Gallery photos={galleryOf(product)} name={product.name} />
        <ProductSummary product={product} />
      </div>
      {product.description && (
        <section className={styles.section} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.sectionTitle}>
            {t('descriptionTitle')}
          </h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      )}
      <SpecificationTable product={product} />
      <ProductStrip
        id="related-products"
        title={t('relatedTitle')}
        products={related.key === product.id ? (related.data ?? []) : []}
      />
      <ProductStrip
        id="similar-products"
        title={t('similarTitle')}
        products={similar.key === product.id ? (similar.data ?? []) : []}
      />
    </div>
  );
}

function ProductBreadcrumbs({ product }: { product: ProductDetails }) {
  const t = useCatalogT();
  return (
    <PageCrumbs
      items={[
        { label: t('listingOffer'), href: '/oferta' },
        ...(product.breadcrumbs ?? []).map((crumb) => ({
          label: crumb.name,
          href: categoryPath(crumb.slug),
        })),
        { label: product.name },
      ]}
    />
  );
}

function ProductSummary({ product }: { product: ProductDetails }) {
  const t = useCatalogT();
  const available = product.qtyAvailable > 0;
  return (
    <div className={styles.summary} data-testid="product-summary">
      {product.brandName && product.brandSlug && (
        <Link href={brandPath(product.brandSlug)} className={styles.brand}>
          {product.brandName}
        </Link>
      )}
      <h1 className={styles.name}>{product.name}</h1>
      <dl className={styles.codes}>
        <div>
          <dt>{t('code')}</dt>
          <dd>{product.code}</dd>
        </div>
        {product.catalogNumber && (
          <div>
            <dt>{t('catalogNumber')}</dt>
            <dd>{product.catalogNumber}</dd>
          </div>
        )}
        {product.ean && (
          <div>
            <dt>{t('ean')}</dt>
            <dd>{product.ean}</dd>
          </div>
        )}
      </dl>
      <div className={styles.buyBox}>
        {product.isPromotion && <span className={styles.promoLabel}>{t('promotion')}</span>}
        <ProductPrice product={product} size="large" />
        <p className={styles.vat}>{t('vatRate', { rate: product.rate })}</p>
        <Availability qtyAvailable={product.qtyAvailable} unit={product.unit} />
        <div className={styles.cart}>
          {/* The alert section below the box is this page's 'Powiadom mnie'. */}
          <PurchaseBox product={product} variant="full" withNotify={false} />
        </div>
        <FavouriteButton product={product} look="labelled" />
      </div>
      {!available && <NotifyAvailability productId={product.id} />}
    </div>
  );
}
