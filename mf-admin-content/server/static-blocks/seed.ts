// Seeds the first tenant's pages (regulamin, polityka-prywatnosci, dostawa-i-platnosci,
// reklamacje-i-zwroty, o-nas: published) and the home page's hero and banners. Runs once per
// database; the texts go through the same sanitiser as an editor's.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { ContentDb } from '../db/tables.js';
import { insertBlock, type BlockValues } from './repository.js';
import { sanitizeRichText } from './rich-text.js';
import { PRIVACY, TERMS, type SeedPage } from './seed-legal.js';
import { ABOUT, DELIVERY, RETURNS } from './seed-shop.js';

const PAGES: SeedPage[] = [TERMS, PRIVACY, DELIVERY, RETURNS, ABOUT];

const HOME: BlockValues[] = [
  {
    category: 'homeHero',
    title: 'Armatura i wyposażenie łazienek dla domu i firmy',
    lead: 'Baterie, ceramika, kabiny i stelaże sprawdzonych marek. Wysyłka w 1–2 dni robocze lub odbiór w salonie.',
    link_url: '/oferta',
    link_text: 'Zobacz ofertę',
    image_alt: '',
    sort_order: 0,
  },
  {
    category: 'homeBanner',
    title: 'Promocje tygodnia',
    lead: 'Wybrane baterie i zestawy podtynkowe w niższych cenach.',
    link_url: '/promocje',
    link_text: 'Sprawdź promocje',
    sort_order: 1,
  },
  {
    category: 'homeBanner',
    title: 'Konto firmowe',
    lead: 'Ceny kontraktowe, limity zamówień i faktury w jednym miejscu.',
    link_url: '/kontrakty',
    link_text: 'Poznaj ofertę dla firm',
    sort_order: 2,
  },
];

export async function seedStaticBlocks(ctx: ModuleContext, tenantId = 1) {
  const db: ContentDb = ctx.db;
  for (const [i, page] of PAGES.entries())
    await insertBlock(db, tenantId, {
      category: 'page',
      title: page.title,
      slug: page.slug,
      content: sanitizeRichText(page.content),
      meta_description: page.metaDescription,
      sort_order: i,
      is_published: true,
    });
  for (const block of HOME) await insertBlock(db, tenantId, { ...block, is_published: true });
}
