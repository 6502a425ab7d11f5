/**
 * Texts of the home hero widget (namespace 'content-home'): the default hero shown when no hero
 * block is published (the catalogue's former hard-coded hero). A namespace of its own keeps the
 * widget's chunk free of the other content texts.
 */
import { registerTexts, useNamespaceT } from '@armatura/shared-libs/i18n';
import { homeEn, homePl, type HomeTextKey } from './home-hero-dictionaries';

export const homeTexts = registerTexts<HomeTextKey>('content-home', { pl: homePl, en: homeEn });

export function useHomeT(): (key: HomeTextKey) => string {
  return useNamespaceT(homeTexts);
}
