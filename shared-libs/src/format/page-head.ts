/**
 * What a page tells the browser tab and search engines: its title, meta description and canonical
 * address. One set of rules for the SPA (useDocumentHead, useCanonicalLink) and the host, which
 * writes the same texts into the HTML it serves before any script runs (issue 16).
 * Pure and dependency-free, safe in Node.
 */
import { TITLE_SUFFIX } from '../constants';

/** 'Bateria X' → 'Bateria X - Armatura'. */
export function documentTitle(title: string): string {
  return `${title}${TITLE_SUFFIX}`;
}

/**
 * The page's meta description: the text's whitespace collapsed, cut at a word boundary to at most
 * `max` characters (search engines show about 155) with an ellipsis; null when empty.
 */
export function shortDescription(text: string | null | undefined, max = 155): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * A listing's canonical path: the path, and past page 1 the page number in the encoding the
 * listing reads from its URL (search-ui's `current=n_<page>_n`). Term, filters, sort and page size
 * are never part of it: they are copies of the listing, not pages of their own.
 */
export function pagedListingPath(path: string, page: number): string {
  if (!Number.isSafeInteger(page) || page <= 1) return path;
  return `${path}?current=n_${page}_n`;
}

/** The page number a listing URL's `current` parameter carries ('n_3_n' → 3); 1 when none or bad. */
export function listingPageOf(current: string | null | undefined): number {
  const match = /^n_([1-9]\d{0,5})_n$/.exec(current ?? '');
  return match ? Number(match[1]) : 1;
}

/** The absolute canonical URL of a path on an origin ('https://sklep.pl' + '/oferta/x-1'). */
export function canonicalUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}
