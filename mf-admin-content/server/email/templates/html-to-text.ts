// The plain-text body of a mail, derived from its HTML body (staff edit only the HTML): paragraphs
// and line breaks kept, list items as "- …", a link as "label: address" (or only the address when
// that is its label), tags dropped and entities decoded. `{{secret:…}}` placeholders pass through
// unchanged, to be filled just before SMTP like the HTML's.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  bdquo: '„',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[e.toLowerCase()] ?? whole;
  });
}

const stripTags = (s: string) => s.replace(/<[^>]*>/g, '');

export function htmlToText(html: string): string {
  let s = html.replace(/\s*\r?\n\s*/g, ' ');
  s = s.replace(
    /<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
    (_, href: string, label: string) => {
      const text = stripTags(label).trim();
      return text && decodeEntities(text) !== decodeEntities(href) ? `${text}: ${href}` : href;
    },
  );
  s = s
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|h[1-6]|ul|ol|blockquote|pre|table|div)>/gi, '\n\n')
    .replace(/<hr\b[^>]*>/gi, '\n\n---\n\n')
    .replace(/<\/tr>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t');
  s = decodeEntities(stripTags(s));
  return s
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, '').replace(/^[ ]+/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
