/**
 * The home page's hero and banners (widget mf_admin_content/HomeHero): the first published
 * `homeHero` block (title, lead, image, link) and the published `homeBanner` blocks. With nothing
 * published, or the call failing, it shows the default hero. While loading it keeps the hero's
 * height (the section's min-height) so the page below does not jump.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '@armatura/shared-libs/routing';
import type { PublishedBlock } from '@armatura/shared-libs/contracts';
import { $homeBlocks, loadHomeBlocks, primeHomeBlocks } from './home-blocks-store';
import { useHomeT } from './home-hero-texts';
import { BlockLink } from './BlockLink';
import * as s from './HomeHero.module.css';

export function HomeHeroPlaceholder() {
  const t = useHomeT();
  return (
    <section className={s.hero} aria-busy="true" data-testid="home-hero-loading">
      <span className={s.visuallyHidden}>{t('homeHeroLoading')}</span>
    </section>
  );
}

function DefaultHero() {
  const t = useHomeT();
  return (
    <section className={s.hero} aria-labelledby="home-hero-title" data-testid="home-hero">
      <div className={s.text}>
        <p className={s.eyebrow}>{t('homeHeroEyebrow')}</p>
        <h1 id="home-hero-title" className={s.title}>
          {t('homeHeroTitle')}
        </h1>
        <p className={s.lead}>{t('homeHeroLead')}</p>
        <div className={s.actions}>
          <Link href="/oferta" className={s.ctaPrimary}>
            {t('homeHeroCta')}
          </Link>
          <Link href="/promocje" className={s.ctaSecondary}>
            {t('homeHeroSecondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function PublishedHero({ block }: { block: PublishedBlock }) {
  return (
    <section className={s.hero} aria-labelledby="home-hero-title" data-testid="home-hero">
      <div className={s.text}>
        <h1 id="home-hero-title" className={s.title}>
          {block.title}
        </h1>
        {block.lead && <p className={s.lead}>{block.lead}</p>}
        {block.linkUrl && (
          <div className={s.actions}>
            <BlockLink href={block.linkUrl} className={s.ctaPrimary}>
              {block.linkText || block.title}
            </BlockLink>
          </div>
        )}
      </div>
      {block.imageUrl && (
        <img className={s.image} src={block.imageUrl} alt={block.imageAlt} fetchPriority="high" />
      )}
    </section>
  );
}

function Banners({ banners }: { banners: PublishedBlock[] }) {
  const t = useHomeT();
  return (
    <ul className={s.banners} aria-label={t('homeBannersLabel')} data-testid="home-banners">
      {banners.map((b) => (
        <li key={b.id} className={s.banner}>
          {b.imageUrl && <img className={s.bannerImage} src={b.imageUrl} alt={b.imageAlt} />}
          <h2 className={s.bannerTitle}>{b.title}</h2>
          {b.lead && <p className={s.bannerLead}>{b.lead}</p>}
          {b.linkUrl && (
            <BlockLink href={b.linkUrl} className={s.bannerLink}>
              {b.linkText || b.title}
            </BlockLink>
          )}
        </li>
      ))}
    </ul>
  );
}

export function HomeHero({ onShown }: { onShown?: () => void }) {
  // Before the store is read: the page's answers, when it carries them.
  primeHomeBlocks();
  const { status, hero, banners } = useStore($homeBlocks);
  useEffect(() => void loadHomeBlocks(), []);
  useEffect(() => {
    if (status !== 'loading') onShown?.();
  }, [status, onShown]);
  if (status === 'loading') return <HomeHeroPlaceholder />;
  return (
    <>
      {hero ? <PublishedHero block={hero} /> : <DefaultHero />}
      {banners.length > 0 && <Banners banners={banners} />}
    </>
  );
}
