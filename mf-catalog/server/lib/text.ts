// Text helpers shared by search, seed and import: the JS twin of catalog.norm() (lower + unaccent),
// term splitting per spec §5, and diacritics-insensitive highlighting. Slugs live in
// @armatura/shared-libs/format (one function for stored slugs and product URLs).
const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/** One character → its normalised form (may be '' for combining marks); keeps index mapping simple. */
function normChar(ch: string): string {
  const special = SPECIAL[ch];
  if (special) return special;
  return ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export const norm = (text: string): string => Array.from(text, normChar).join('');

/** Spec §5: split on whitespace, % and +; every word must match. Max 10 terms of 64 chars. */
export function splitTerms(searchTerm: string | undefined | null): string[] {
  if (!searchTerm) return [];
  return searchTerm
    .split(/[\s%+]+/)
    .map((t) => norm(t).replace(/[\\_]/g, '').slice(0, 64))
    .filter((t) => t.length > 0)
    .slice(0, 10);
}

export const hasDigit = (term: string) => /\d/.test(term);

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Wraps every occurrence of any term (matched diacritics-insensitively) in <em>; the rest is escaped. */
export function highlight(text: string, terms: string[]): string | undefined {
  const chars = Array.from(text);
  const normalised: string[] = [];
  const owner: number[] = []; // normalised char index → original char index
  chars.forEach((ch, i) => {
    for (const n of normChar(ch)) {
      normalised.push(n);
      owner.push(i);
    }
  });
  const flat = normalised.join('');
  const marked = new Array<boolean>(chars.length).fill(false);
  let any = false;
  for (const term of terms) {
    if (!term) continue;
    for (let at = flat.indexOf(term); at >= 0; at = flat.indexOf(term, at + 1)) {
      any = true;
      for (let k = at; k < at + term.length; k++) marked[owner[k]!] = true;
    }
  }
  if (!any) return undefined;
  let out = '';
  let open = false;
  chars.forEach((ch, i) => {
    if (marked[i] && !open) {
      out += '<em>';
      open = true;
    }
    if (!marked[i] && open) {
      out += '</em>';
      open = false;
    }
    out += escapeHtml(ch);
  });
  return open ? `${out}</em>` : out;
}

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
