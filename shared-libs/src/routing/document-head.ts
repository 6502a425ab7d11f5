/** The document's <title> and meta description follow the content on screen (SEO, tabs). */
import { useEffect } from 'react';
import { TITLE_SUFFIX } from '../constants';

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
    document.title = `${title}${TITLE_SUFFIX}`;
    if (!description) return;
    const meta = metaDescription();
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [title, description]);
}
