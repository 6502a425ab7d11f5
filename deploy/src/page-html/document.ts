// The shell's built index.html with a page's head and readable content written in. The file is
// the shell's build output (its hashed script and style names change with every build), so it is
// read as it is served and edited at three known places; a build that lacks one of them is served
// unchanged there rather than guessed at.
import { escapeMarkup } from '../markup.js';
import { headTags, type PageHead } from './head.js';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const ROOT = /<div id="armatura-root"><\/div>/;

/** `start`: the page-start tags (deploy/src/page-start), added at the end of <head>. */
export function pageDocument(indexHtml: string, head: PageHead, body = '', start = ''): string {
  let html = indexHtml.replace(TITLE, () => `<title>${escapeMarkup(head.title)}</title>`);
  if (head.description)
    html = html.replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeMarkup(head.description!)}">`,
    );
  html = html.replace(
    '</head>',
    () => `${headTags({ ...head, withContent: !!body })}${start}</head>`,
  );
  if (body) html = html.replace(ROOT, () => `<div id="armatura-root">${body}</div>`);
  return html;
}
