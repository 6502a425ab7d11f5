/**
 * Texts of the home hero widget (namespace 'content-home'): the default hero shown when no hero
 * block is published (the catalogue's former hard-coded hero). A namespace of its own keeps the
 * widget's chunk free of the other content texts.
 */
import { registerTexts, useNamespaceT } from '@armatura/shared-libs/i18n';

const homePl = {
  homeHeroEyebrow: 'Wyposażenie wnętrz PREMIUM',
  homeHeroTitle: 'Łazienka i wnętrze, które zostają na lata',
  homeHeroLead:
    'Baterie, ceramika, meble i akcesoria od sprawdzonych producentów — z ceną dla Twojej firmy.',
  homeHeroCta: 'Przeglądaj ofertę',
  homeHeroSecondary: 'Zobacz promocje',
  homeHeroLoading: 'Ładowanie…',
  homeBannersLabel: 'Polecamy',
} as const;

type HomeTextKey = keyof typeof homePl;

const homeEn: Record<HomeTextKey, string> = {
  homeHeroEyebrow: 'PREMIUM interior fittings',
  homeHeroTitle: 'Bathrooms and interiors that last',
  homeHeroLead:
    'Taps, ceramics, furniture and accessories from trusted makers — with a price for your business.',
  homeHeroCta: 'Browse products',
  homeHeroSecondary: 'See promotions',
  homeHeroLoading: 'Loading…',
  homeBannersLabel: 'We recommend',
};

export const homeTexts = registerTexts<HomeTextKey>('content-home', { pl: homePl, en: homeEn });

export function useHomeT(): (key: HomeTextKey) => string {
  return useNamespaceT(homeTexts);
}
