/**
 * The top of the home page: the content team's hero and banners (widget mf_admin_content/HomeHero,
 * from its published static blocks, with its own default), then the catalogue's recommended views
 * (Promocje, Wyprzedaż, Nowości, Polecane) as shortcuts with live product counts.
 */
import type { HomeHeroProps, RecommendedCategory } from '@armatura/shared-libs/contracts';
import { Link } from '@armatura/shared-libs/routing';
import { RemoteWidget } from '@armatura/shared-libs/ui';
import { bannerHref } from '../../features/home/home-store';
import { useCatalogT, type CatalogTextKey } from '../../features/texts/catalog-texts';
import * as styles from './Home.module.css';

/** The content team's hero and banners. */
export const HERO_WIDGET = 'mf_admin_content/HomeHero';

/** The four views are fixed: their names are our texts (the API's `name` is Polish only). */
const VIEW_NAMES: Record<RecommendedCategory['type'], CatalogTextKey> = {
  promotion: 'listingPromotions',
  sale: 'listingSale',
  new: 'listingNew',
  recommended: 'listingRecommended',
};

export function Hero({
  banners,
  onHeroShown,
}: {
  banners: RecommendedCategory[];
  /** The content team's hero shows its content (HomeHeroProps.onShown). */
  onHeroShown: () => void;
}) {
  const t = useCatalogT();
  return (
    <>
      {/* Room for the hero while its code loads; the page shows once the hero shows its content
          (onShown), or after HomeScreen's wait with this slot still here. */}
      <RemoteWidget<HomeHeroProps>
        id={HERO_WIDGET}
        props={{ onShown: onHeroShown }}
        fallback={<div className={styles.heroSlot} aria-busy="true" />}
      />
      {banners.length > 0 && (
        <nav className={styles.banners} aria-label={t('homeShortcuts')}>
          <ul>
            {banners.map((banner) => (
              <li key={banner.type}>
                <Link href={bannerHref(banner)} className={styles.banner} data-type={banner.type}>
                  <span className={styles.bannerName}>{t(VIEW_NAMES[banner.type])}</span>
                  <span className={styles.bannerCount}>
                    {t('productsCount', { count: banner.count })}
                  </span>
                  <span className={styles.bannerArrow} aria-hidden="true">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
