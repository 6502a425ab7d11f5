// The readable rendering put into the app root: what a visitor without JavaScript, or a crawler
// reading the HTML, needs from the page (the SPA's createRoot replaces it on start). Plain semantic
// HTML with the storefront's Polish texts (mf-catalog's pl.ts); every datum escaped.
import type {
  CategoryPageContent,
  GuestPrice,
  PageLink,
  ProductPageContent,
} from '@armatura/shared-libs/contracts';
import { formatPrice } from '@armatura/shared-libs/format';
import { escapeMarkup as e } from '../markup.js';

export const STATIC_CONTENT_ID = 'armatura-static';

const OFFER: PageLink = { name: 'Oferta', path: '/oferta' };

const a = (l: PageLink) => `<a href="${e(l.path)}">${e(l.name)}</a>`;

function crumbs(links: PageLink[], current: string): string {
  const items = [
    ...links.map((l) => `<li>${a(l)}</li>`),
    `<li aria-current="page">${e(current)}</li>`,
  ];
  return `<nav aria-label="Ścieżka nawigacji"><ol>${items.join('')}</ol></nav>`;
}

function price(p: GuestPrice): string {
  const now = `<strong>${e(formatPrice(p.priceGross, p.currency))}</strong> brutto`;
  if (p.listPriceGross === null) return now;
  return `${now} <del>${e(formatPrice(p.listPriceGross, p.currency))}</del>`;
}

// A <div>: inside the shell's rendered layout it stands in its <main>, and a page has one main.
const wrap = (inner: string) => `<div id="${STATIC_CONTENT_ID}">${inner}</div>`;

export function productBody(p: ProductPageContent): string {
  const availability =
    p.qtyAvailable > 0 ? 'Dostępny' : p.allowBackorders ? 'Na zamówienie' : 'Niedostępny';
  const facts = [
    p.brand ? `<dt>Marka</dt><dd>${a(p.brand)}</dd>` : '',
    `<dt>Kod</dt><dd>${e(p.code)}</dd>`,
    p.ean ? `<dt>EAN</dt><dd>${e(p.ean)}</dd>` : '',
  ].join('');
  return wrap(
    crumbs([OFFER, ...p.breadcrumbs], p.name) +
      `<article><h1>${e(p.name)}</h1><dl>${facts}</dl>` +
      `<p data-price>${price(p)}</p><p>${availability}</p>` +
      (p.description.trim() ? `<section><h2>Opis</h2><p>${e(p.description)}</p></section>` : '') +
      `</article>`,
  );
}

export function categoryBody(c: CategoryPageContent, pagePath: (page: number) => string): string {
  const items = c.products.map((p) => `<li>${a(p)} <span>${price(p)}</span></li>`);
  const pager = [
    c.page > 1 ? `<a rel="prev" href="${e(pagePath(c.page - 1))}">Poprzednia strona</a>` : '',
    c.page < c.totalPages
      ? `<a rel="next" href="${e(pagePath(c.page + 1))}">Następna strona</a>`
      : '',
  ].join(' ');
  return wrap(
    crumbs([OFFER, ...c.breadcrumbs], c.name) +
      `<h1>${e(c.name)}</h1>` +
      (items.length
        ? `<ul>${items.join('')}</ul>`
        : '<p>Nie znaleźliśmy produktów spełniających kryteria.</p>') +
      (pager.trim() ? `<nav aria-label="Strony">${pager}</nav>` : ''),
  );
}
