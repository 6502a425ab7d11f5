// Stylesheets written into the page instead of linked (issue 16): on a page whose layout and
// screen are in the HTML, the first paint waits for nothing but the HTML. Linked, each stylesheet
// is a render-blocking request (the shell's main CSS, then the screen's: a round trip of slow 4G
// each before the first paint). They are small (the shell's ≈ 5 KiB gzip, a screen's ≈ 3 KiB) and
// change with each build, so the page carries them; the browser build still loads the screen's
// CSS chunk when it runs (rspack's loader does not recognise the inline copy: the same rules
// twice, nothing changes on screen). CSP allows inline styles (security-headers.ts).
import { join } from 'node:path';
import { escapeMarkup } from '../markup.js';
import type { CachedJson, CachedText } from '../releases/file-cache.js';

/** A stylesheet: its URL, and its file on this host's disk. */
export type PageStyle = { url: string; file: string };

/** The shell's own stylesheets (its entry's CSS: shell/dist/chunk-groups.json `main`). */
export function shellStyles(root: string, readJson: CachedJson): PageStyle[] {
  let groups: Record<string, string[]> | undefined;
  try {
    groups = readJson(join(root, 'shell', 'dist', 'chunk-groups.json')) as typeof groups;
  } catch {
    return []; // being rewritten by a build: the page links them as index.html does
  }
  return (groups?.main ?? [])
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ url: `/${file}`, file: join(root, 'shell', 'dist', file) }));
}

/**
 * `<style>` elements for the stylesheets (in order), each marked with its URL; one whose file
 * cannot be read is linked instead. `urls`: those written in, whose links the page drops.
 */
export function inlineStyles(
  styles: PageStyle[],
  readText: CachedText,
): { tags: string; urls: string[] } {
  const urls: string[] = [];
  const tags = styles.map(({ url, file }) => {
    let css: string | undefined;
    try {
      css = readText(file);
    } catch {
      css = undefined;
    }
    if (css === undefined) return `<link rel="stylesheet" href="${escapeMarkup(url)}">`;
    urls.push(url);
    // "</style" would end the element early; "<\/" is the same text to CSS.
    const safe = css.replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${escapeMarkup(url)}">${safe}</style>`;
  });
  return { tags: tags.join(''), urls };
}

/** The page without its link elements to `urls` (written into it instead). */
export function withoutLinks(html: string, urls: string[]): string {
  return urls.reduce(
    (page, url) =>
      page.replace(
        new RegExp(`<link(?=[^>]*\\brel="stylesheet")[^>]*\\bhref="${escapeRegExp(url)}"[^>]*>`),
        '',
      ),
    html,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
