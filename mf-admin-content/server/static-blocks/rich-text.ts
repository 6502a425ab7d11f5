// Rich text from the editor (Tiptap's HTML) is stored only after sanitize-html has kept what the
// editor produces and dropped everything else: scripts, event handlers, style attributes and tags,
// javascript:/data: addresses, frames, forms. Pages are public, so whatever is stored here is what
// every visitor's browser runs; the browser never has to trust it.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from this shop or over https: never data: or javascript:.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Headings start at h2: the page's title is its h1.
  transformTags: {
    h1: 'h2',
    // A link opening a new tab must not hand the page a handle on ours.
    // Only `_blank` is kept as a target.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The HTML with only the allowed tags, attributes and link schemes left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
