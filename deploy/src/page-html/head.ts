// The <head> of a served page: title, meta description, canonical link, Open Graph, robots and the
// structured data, written into the shell's built index.html (which keeps its scripts and styles).
import { PRODUCT_NAME } from '@armatura/shared-libs/constants';
import { escapeMarkup } from '../markup.js';
import { jsonForScript } from './html.js';
import { STATIC_CONTENT_ID } from './body.js';

export interface PageHead {
  /** The whole <title> text (documentTitle(...) or the shop's title). */
  title: string;
  /** null keeps the shell's own description. */
  description: string | null;
  /** Absolute URL; null on a page that has none (a 404). */
  canonical: string | null;
  og?: { type: 'website' | 'product'; image?: string | null };
  /** schema.org objects, each written as one ld+json block. */
  jsonLd?: object[];
  noindex?: boolean;
  /** Whether the body carries the readable rendering (its style is then added). */
  withContent?: boolean;
  /**
   * The page's largest image (the product's first photo): fetched at once, beside the scripts,
   * instead of after the screen rendered — it is the page's largest contentful paint.
   */
  leadImage?: string | null;
}

/**
 * The readable rendering is for browsers without JavaScript and for crawlers that read the HTML.
 * A browser that runs scripts gets it clipped to 1 px (still in the document and the accessibility
 * tree, so nothing is hidden from a crawler), because the SPA replaces it within a moment: shown,
 * it would flash once before the shell and again when the screen renders. <noscript> styles apply
 * only where scripts do not run, which is exactly where it must be seen. No inline script is needed
 * (the CSP allows none); inline styles are allowed.
 */
const CONTENT_STYLE =
  `<style>#${STATIC_CONTENT_ID}{position:absolute;width:1px;height:1px;margin:-1px;padding:0;` +
  `overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}</style>` +
  `<noscript><style>#${STATIC_CONTENT_ID}{position:static;width:auto;height:auto;margin:0 auto;` +
  `padding:1rem;max-width:60rem;overflow:visible;clip-path:none;white-space:normal;` +
  `font-family:system-ui,sans-serif;line-height:1.5}</style></noscript>`;

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeMarkup(content)}">`;

/** Tags added before </head> (the title and description replace the shell's own). */
export function headTags(head: PageHead): string {
  const tags: string[] = [];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeMarkup(head.canonical)}">`);
  if (head.og && head.canonical) {
    tags.push(meta('property', 'og:type', head.og.type));
    tags.push(meta('property', 'og:site_name', PRODUCT_NAME));
    tags.push(meta('property', 'og:locale', 'pl_PL'));
    tags.push(meta('property', 'og:title', head.title));
    if (head.description) tags.push(meta('property', 'og:description', head.description));
    tags.push(meta('property', 'og:url', head.canonical));
    if (head.og.image) tags.push(meta('property', 'og:image', head.og.image));
  }
  for (const data of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  if (head.leadImage)
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(head.leadImage)}">`,
    );
  if (head.withContent) tags.push(CONTENT_STYLE);
  return tags.join('');
}
