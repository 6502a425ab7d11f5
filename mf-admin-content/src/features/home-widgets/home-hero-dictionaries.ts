/**
 * The home hero widget's texts in Polish and English (namespace 'content-home'), without the
 * registration, so tests (and the browser tests' Polish-string sweep) can read them.
 */
export const homePl = {
  homeHeroEyebrow: 'Wyposażenie wnętrz PREMIUM',
  homeHeroTitle: 'Łazienka i wnętrze, które zostają na lata',
  homeHeroLead:
    'Baterie, ceramika, meble i akcesoria od sprawdzonych producentów — z ceną dla Twojej firmy.',
  homeHeroCta: 'Przeglądaj ofertę',
  homeHeroSecondary: 'Zobacz promocje',
  homeHeroLoading: 'Ładowanie…',
  homeBannersLabel: 'Polecamy',
} as const;

export type HomeTextKey = keyof typeof homePl;

export const homeEn: Record<HomeTextKey, string> = {
  homeHeroEyebrow: 'PREMIUM interior fittings',
  homeHeroTitle: 'Bathrooms and interiors that last',
  homeHeroLead:
    'Taps, ceramics, furniture and accessories from trusted makers — with a price for your business.',
  homeHeroCta: 'Browse products',
  homeHeroSecondary: 'See promotions',
  homeHeroLoading: 'Loading…',
  homeBannersLabel: 'We recommend',
};
