/**
 * Wrap each React root (shell and every remote's spa) in this: react-aria links, menu items,
 * breadcrumbs and rows with `href` then navigate client-side, and dates/numbers follow $locale.
 */
import { localeTag, useLocale } from '@armatura/shared-libs/i18n';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { routerNavigate } from './Link';

export function UiProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <I18nProvider locale={localeTag(locale)}>
      <RouterProvider navigate={routerNavigate}>{children}</RouterProvider>
    </I18nProvider>
  );
}
