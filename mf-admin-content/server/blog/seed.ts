// The blog's starting content for tenant 1: two categories and a few published Polish posts, so the
// storefront's /blog is not empty on a new shop. Staff edit or delete them like any other post.
import type { ContentDb } from '../db/tables.js';
import { sanitizeRichText } from '../static-blocks/rich-text.js';
import { slugify } from './slug.js';

const CATEGORIES = [
  { name: 'Poradniki', slug: 'poradniki' },
  { name: 'Inspiracje i nowości', slug: 'inspiracje' },
];

const POSTS: { category: string; title: string; lead: string; html: string; daysAgo: number }[] = [
  {
    category: 'poradniki',
    title: 'Jak dobrać baterię umywalkową do umywalki',
    lead: 'Wysokość wylewki, jej zasięg i sposób montażu decydują o tym, czy woda nie będzie chlapać na blat.',
    html: `<p>Przed zakupem baterii zmierz głębokość umywalki i odległość otworu od jej krawędzi. Strumień wody powinien trafiać w środek misy.</p>
<h2>Wysokość wylewki</h2>
<p>Do umywalek wpuszczanych w blat wybierz baterię standardową. Do umywalek nablatowych potrzebna jest bateria wysoka albo ścienna.</p>
<h2>Zasięg wylewki</h2>
<ul><li>do małych umywalek: 10–12 cm,</li><li>do umywalek szerszych niż 60 cm: 14–16 cm.</li></ul>
<p>Sprawdź też, czy w komplecie jest korek automatyczny (klik-klak) i wężyki przyłączeniowe o odpowiedniej długości.</p>`,
    daysAgo: 3,
  },
  {
    category: 'poradniki',
    title: 'Odpowietrzanie grzejnika krok po kroku',
    lead: 'Zimny u góry grzejnik to zwykle powietrze w instalacji. Usuniesz je w kilka minut kluczykiem do odpowietrznika.',
    html: `<p>Grzejnik odpowietrzaj przy włączonej pompie obiegowej, ale po ostygnięciu instalacji.</p>
<ol><li>Podstaw naczynie i ściereczkę pod zaworek odpowietrzający.</li><li>Odkręć zaworek o ćwierć obrotu kluczykiem.</li><li>Zakręć go, gdy zamiast syku popłynie równy strumień wody.</li></ol>
<p>Po odpowietrzeniu wszystkich grzejników sprawdź ciśnienie w instalacji i w razie potrzeby uzupełnij wodę.</p>`,
    daysAgo: 10,
  },
  {
    category: 'inspiracje',
    title: 'Czarna armatura w łazience: jak ją zestawić',
    lead: 'Matowa czerń pasuje do betonu, drewna i białej ceramiki. Podpowiadamy, jak uniknąć efektu przytłoczenia.',
    html: `<p>Czarne baterie i deszczownice najlepiej wyglądają na jasnym tle: białych płytkach, jasnym kamieniu lub mikrocemencie.</p>
<h2>Jeden kolor dodatków</h2>
<p>Dobierz w tym samym wykończeniu odpływ liniowy, uchwyty i wieszaki. Mieszanie czerni ze złotem lub chromem wymaga wprawy.</p>
<p>Matowe powierzchnie czyść łagodnymi środkami bez drobinek ściernych i wycieraj do sucha, by nie zostawiały zacieków.</p>`,
    daysAgo: 20,
  },
];

/** Inserts the categories and posts once (the platform runs seeds once per database). */
export async function seedBlog(db: ContentDb, tenantId = 1) {
  await db.transaction().execute(async (tx) => {
    const ids = new Map<string, number>();
    for (const [sort, c] of CATEGORIES.entries()) {
      const row = await tx
        .insertInto('content.blog_categories')
        .values({ tenant_id: tenantId, sort, ...c })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(c.slug, row.id);
    }
    for (const p of POSTS) {
      const at = new Date(Date.now() - p.daysAgo * 86_400_000);
      await tx
        .insertInto('content.blog_posts')
        .values({
          tenant_id: tenantId,
          category_id: ids.get(p.category)!,
          title: p.title,
          slug: slugify(p.title),
          lead: p.lead,
          content_html: sanitizeRichText(p.html),
          is_edit: false,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
}
