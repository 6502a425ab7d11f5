/** Publication dates in the reader's language (12 listopada 2026 / 12 November 2026). */
import { localeTag, useLocale } from '@armatura/shared-libs/i18n';

export function useFormatDate(): (iso: string | null) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long' });
  return (iso) => (iso ? format.format(new Date(iso)) : '');
}
