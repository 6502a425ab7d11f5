/**
 * What a remote renders for a screen it owns but has not built yet: 'Ta część sklepu nie jest
 * jeszcze dostępna'. The shell routes every URL to its owner; the owner decides whether it has
 * the screen (its App maps $route.screen → component, and falls back to this). It stands for a
 * whole screen, so its title is the page's h1.
 */
import { useT } from '@armatura/shared-libs/i18n';

export function NotAvailableYet({ screen }: { screen?: string }) {
  const t = useT();
  return (
    <div
      data-testid="not-available-yet"
      data-screen={screen}
      className="arm-state arm-state--empty"
    >
      <h1 className="arm-state__title">{t('remote.unavailable')}</h1>
    </div>
  );
}
