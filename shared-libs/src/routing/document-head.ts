/** The document's <title> and meta description follow the content on screen (SEO, tabs). */
import { useEffect } from 'react';
// The texts and the URL rule are shared with the host, which writes them into the served HTML.
import { canonicalUrl, documentTitle } from '../format/page-head';

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * '<title> - Armatura' and the description while the screen shows them. The title is not restored
 * on leaving: the shell sets the next screen's title on navigation (before this unmounts).
 */
export function useDocumentHead(title: string | null, description?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = documentTitle(title);
    if (!description) return;
    const meta = metaDescription();
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [title, description]);
}

/**
 * `<link rel="canonical">` naming the page's one address (absolute, on the page's origin) while the
 * screen shows it, and removed on leaving: a stale canonical on the next screen would tell search
 * engines that page is a copy of this one. `path` is the screen's own path and query (only what
 * chooses the content, e.g. the page number; never tracking or search-state parameters); null
 * while the screen does not know it yet.
 */
export function useCanonicalLink(path: string | null): void {
  useEffect(() => {
    if (path === null) return;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = canonicalUrl(path, window.location.origin);
    // One canonical per document: an earlier one (another screen's, the static HTML's) goes.
    for (const old of document.head.querySelectorAll('link[rel="canonical"]')) old.remove();
    document.head.appendChild(link);
    return () => link.remove();
  }, [path]);
}
