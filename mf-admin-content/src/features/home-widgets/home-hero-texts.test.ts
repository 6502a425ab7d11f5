import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@armatura/shared-libs/i18n';
import { homeEn, homePl } from './home-hero-dictionaries';
import { homeTexts } from './home-hero-texts';

afterEach(() => setLocale('pl'));

describe('home hero texts', () => {
  it('has the same keys in Polish and English, every one translated', () => {
    expect(Object.keys(homeEn).sort()).toEqual(Object.keys(homePl).sort());
    for (const [key, polish] of Object.entries(homePl))
      expect(homeEn[key as keyof typeof homePl], key).not.toBe(polish);
  });

  it('follows the language', () => {
    expect(homeTexts.t('homeHeroEyebrow')).toBe('Wyposażenie wnętrz PREMIUM');
    setLocale('en');
    expect(homeTexts.t('homeHeroEyebrow')).toBe('PREMIUM interior fittings');
    expect(homeTexts.t('homeHeroLead')).toMatch(/^Taps, ceramics/);
  });
});
