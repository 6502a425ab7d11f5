// <html lang> follows the UI language: screen readers pick their voice and browsers their
// hyphenation and translation offer from it (index.html starts as "pl", the default).
import { $locale } from '@armatura/shared-libs/i18n';

export function watchDocumentLanguage(root: HTMLElement = document.documentElement): () => void {
  return $locale.subscribe((locale) => {
    root.lang = locale;
  });
}
