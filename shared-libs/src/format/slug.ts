/** URL slugs for product pages: /oferta/<slug>-<id>. */

// 'ł' has no combining form, so NFD alone would drop it; the others are listed for clarity.
const POLISH: Readonly<Record<string, string>> = {
  ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z',
};

export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (ch) => POLISH[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** '/oferta/bateria-umywalkowa-12345'; just '/oferta/12345' when the name gives no slug. */
export function productPath(name: string | null | undefined, productId: number | string): string {
  const slug = slugify(name);
  return slug ? `/oferta/${slug}-${productId}` : `/oferta/${productId}`;
}
