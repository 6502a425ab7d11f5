// URL slugs from Polish titles: "Jak dobrać baterię łazienkową?" → "jak-dobrac-baterie-lazienkowa".
// Diacritics are dropped by Unicode decomposition; ł/Ł have no decomposition, so they are mapped.

export function slugify(text: string, maxLength = 200): string {
  const slug = text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'wpis';
}

/** `base`, or `base-2`, `base-3`… — the first one `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, maxLength = 200): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
