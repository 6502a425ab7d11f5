/**
 * The header search box's list: suggestions, top products and "see all", as sections of
 * options with their addresses. Pure, so the shape of the list is tested without a browser.
 */
import { formatPrice } from '@armatura/shared-libs/format';
import { productHref } from '../products/product-links';
import type { CatalogT } from '../texts/catalog-texts';
import { searchHref, type AutocompleteState } from './autocomplete-store';

export interface Option {
  id: string;
  href: string;
  text: string;
  kind: 'suggestion' | 'product' | 'all';
  imageUrl?: string | null;
  price?: string;
  code?: string;
}

export interface Section {
  /** 'section:…': react-aria keeps sections and options in one key map, so a section may not
   * share a key with any option (a section keyed like its own option recursed for ever). */
  id: `section:${string}`;
  title: string;
  children: Option[];
}

export function buildSections(term: string, completion: AutocompleteState, t: CatalogT): Section[] {
  const trimmed = term.trim();
  // Answers for an older term stay hidden until the current one arrives; none after a search.
  if (!trimmed || completion.dismissed || completion.term.trim() !== trimmed) return [];
  const sections: Section[] = [];
  if (completion.suggestions.length > 0) {
    sections.push({
      id: 'section:suggestions',
      title: t('suggestionsTitle'),
      children: completion.suggestions.map((text) => ({
        id: `s:${text}`,
        href: searchHref(text),
        text,
        kind: 'suggestion',
      })),
    });
  }
  if (completion.results.length > 0) {
    sections.push({
      id: 'section:products',
      title: t('topResultsTitle'),
      children: completion.results.map((p) => ({
        id: `p:${p.id}`,
        href: productHref(p),
        text: p.name,
        kind: 'product',
        imageUrl: p.imageUrl,
        code: p.code,
        price: formatPrice(p.priceGross, p.currency),
      })),
    });
  }
  if (sections.length > 0) {
    sections.push({
      id: 'section:all',
      title: '',
      children: [
        {
          id: 'all',
          href: searchHref(trimmed),
          text: t('seeAllResults', { term: trimmed }),
          kind: 'all',
        },
      ],
    });
  }
  return sections;
}
