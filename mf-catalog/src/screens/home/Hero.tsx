/**
 * The home hero: the shop's promise, the way into the offer, and the recommended views
 * (Promocje, Wyprzedaż, Nowości, Polecane) as banners with live product counts. The content
 * team's static blocks can take this place later.
 */
import { Link } from '@armatura/shared-libs/routing';
import type { ProductCard, RecommendedCategory } from '@armatura/shared-libs/contracts';
import { bannerHref } from '../../features/home/home-store';
import { LazyImage } from '../../features/images/LazyImage';
import { pluralPl, useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Home.module.css';

export function Hero({
  banners,
  showcase,
}: {
  banners: RecommendedCategory[];
  showcase: ProductCard[];
}) {
  const t = useCatalogT();
  const photos = showcase.filter((p) => p.imageUrl).slice(0, 3);
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{t('heroEyebrow')}</p>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {t('heroTitle')}
        </h1>
        <p className={styles.heroLead}>{t('heroText')}</p>
        <div className={styles.heroActions}>
          <Link href="/oferta" className={styles.ctaPrimary}>
            {t('heroCta')}
          </Link>
          <Link href="/promocje" className={styles.ctaSecondary}>
            {t('heroSecondary')}
          </Link>
        </div>
      </div>
      {photos.length > 0 && (
        <div className={styles.heroPhotos} aria-hidden="true">
          {photos.map((p, i) => (
            <div key={p.id} className={styles.heroPhoto} data-slot={i}>
              <LazyImage src={p.imageUrl} alt="" eager />
            </div>
          ))}
        </div>
      )}
      {banners.length > 0 && (
        <nav className={styles.banners} aria-label={t('homeShortcuts')}>
          <ul>
            {banners.map((banner) => (
              <li key={banner.type}>
                <Link href={bannerHref(banner)} className={styles.banner} data-type={banner.type}>
                  <span className={styles.bannerName}>{banner.name}</span>
                  <span className={styles.bannerCount}>
                    {t('productsCount', {
                      count: banner.count,
                      noun: pluralPl(banner.count, 'produkt', 'produkty', 'produktów'),
                    })}
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
    </section>
  );
}
