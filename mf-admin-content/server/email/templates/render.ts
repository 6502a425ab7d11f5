// Renders a mail template with a sender's data: a small, safe `{{name}}` substitution (no template
// engine is installed and the templates need no logic beyond sections). Every value is escaped for
// HTML, so data (a buyer's name, a contact message) can never add markup; unknown placeholders
// render empty. `{{secret:name}}` placeholders pass through untouched when the mail carries that
// secret (it is filled just before SMTP, masked in the log) and render empty otherwise.
import { SECRET_PLACEHOLDER, type MailValue } from '@armatura/shared-libs/contracts';
import { htmlToText } from './html-to-text.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const SUBJECT_MAX = 250;
const NAME = '([A-Za-z][\\w]*)';
const SECTION = new RegExp(`\\{\\{([#^])${NAME}\\}\\}([\\s\\S]*?)\\{\\{\\/\\2\\}\\}`, 'g');
const VALUE = new RegExp(`\\{\\{\\s*${NAME}\\s*\\}\\}`, 'g');
const LIST_PARAGRAPH = new RegExp(`<p>\\s*\\{\\{\\s*${NAME}\\s*\\}\\}\\s*</p>`, 'g');

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isEmpty = (v: MailValue | undefined) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** `{{#x}}…{{/x}}` kept when x has a value, `{{^x}}…{{/x}}` when it has none (repeated for nesting). */
function sections(body: string, data: Record<string, MailValue>): string {
  let out = body;
  for (let i = 0; i < 5; i++) {
    const next = out.replace(SECTION, (_, kind: string, name: string, inner: string) =>
      isEmpty(data[name]) === (kind === '^') ? inner : '',
    );
    if (next === out) break;
    out = next;
  }
  return out;
}

const lines = (v: MailValue | undefined): string[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? [...v] : String(v).split(/\r?\n/);

function keepSecrets(body: string, secretNames: ReadonlySet<string>) {
  return body.replace(SECRET_PLACEHOLDER, (whole, name: string) =>
    secretNames.has(name) ? whole : '',
  );
}

export function renderHtml(
  bodyHtml: string,
  data: Record<string, MailValue>,
  secretNames: ReadonlySet<string>,
): string {
  let html = sections(bodyHtml, data);
  // A list alone in its paragraph becomes a bulleted list (nothing when it is empty).
  html = html.replace(LIST_PARAGRAPH, (whole, name: string) => {
    const v = data[name];
    if (!Array.isArray(v)) return whole;
    return v.length ? `<ul>${v.map((l) => `<li>${escapeHtml(String(l))}</li>`).join('')}</ul>` : '';
  });
  // A secret the mail does not carry renders empty, whether the template wrote it or a data value
  // (a link the sender built around its own secret) holds it.
  html = keepSecrets(html, secretNames);
  html = html.replace(VALUE, (_, name: string) => lines(data[name]).map(escapeHtml).join('<br>'));
  html = keepSecrets(html, secretNames);
  // Paragraphs emptied by a section or an empty value.
  return html.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim();
}

/** One line of plain text (a line break in a subject would end the header early), no secrets. */
export function renderSubject(subject: string, data: Record<string, MailValue>): string {
  return sections(subject, data)
    .replace(SECRET_PLACEHOLDER, '')
    .replace(VALUE, (_, name: string) => lines(data[name]).join(' '))
    .replace(SECRET_PLACEHOLDER, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SUBJECT_MAX);
}

export function renderMail(
  template: { subject: string; bodyHtml: string },
  data: Record<string, MailValue>,
  secretNames: ReadonlySet<string>,
): RenderedMail {
  const html = renderHtml(template.bodyHtml, data, secretNames);
  return { subject: renderSubject(template.subject, data), html, text: htmlToText(html) };
}
