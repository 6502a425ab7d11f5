// The shell's built index.html with a page's head and readable content written in. The file is
// the shell's build output (its hashed script and style names change with every build), so it is
// read as it is served and edited at three known places; a build that lacks one of them is served
// unchanged there rather than guessed at.
import { escapeMarkup } from '../markup.js';
import { withPageStart, type PageStarted } from '../page-start/index.js';
import { headTags, type PageHead } from './head.js';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
/**
 * `start`: the page's start (deploy/src/page-start): tags added at the end of <head>, and the
 * shell's rendered layout, which then holds `body` in its main area (else `body` is the root's).
 */
export function pageDocument(
  indexHtml: string,
  head: PageHead,
  body = '',
  start: PageStarted = { head: '', root: null },
): string {
  let html = indexHtml.replace(TITLE, () => `<title>${escapeMarkup(head.title)}</title>`);
  if (head.description)
    html = html.replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeMarkup(head.description!)}">`,
    );
  html = html.replace('</head>', () => `${headTags({ ...head, withContent: !!body })}</head>`);
  return withPageStart(html, start, body);
}
