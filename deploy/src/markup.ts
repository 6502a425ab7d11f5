// Escaping of text and quoted attribute values in what the host writes itself: the page HTML
// (page-html/) and the sitemap's XML (seo/). The five entities are the same in XML and HTML5
// ('&apos;' is a named reference of both), so one escaper serves both.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}
