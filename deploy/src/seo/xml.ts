// The sitemap protocol's two documents (sitemaps.org): a <urlset> of pages and a <sitemapindex> of
// files. Every text goes through escapeMarkup: the paths are URL-encoded already, but a URL may still
// hold & or ' (allowed in URLs, not bare in XML).
import { escapeMarkup } from '../markup.js';

/** The protocol's cap on URLs per file (and on files per index). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastModified: string | null;
}

const entry = (tag: 'url' | 'sitemap', { loc, lastModified }: SitemapUrl) =>
  `<${tag}><loc>${escapeMarkup(loc)}</loc>${
    lastModified ? `<lastmod>${escapeMarkup(lastModified)}</lastmod>` : ''
  }</${tag}>\n`;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlset(urls: Iterable<SitemapUrl>): string {
  let body = `${HEAD}<urlset ${NS}>\n`;
  for (const url of urls) body += entry('url', url);
  return `${body}</urlset>\n`;
}

export function sitemapIndex(files: Iterable<SitemapUrl>): string {
  let body = `${HEAD}<sitemapindex ${NS}>\n`;
  for (const file of files) body += entry('sitemap', file);
  return `${body}</sitemapindex>\n`;
}
