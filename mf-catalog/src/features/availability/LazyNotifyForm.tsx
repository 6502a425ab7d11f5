/**
 * The availability alert form, loaded when shown: it validates the address with the API's own
 * schema (typebox and the contracts, ≈ 40 KiB gzip), which no page needs before a visitor asks
 * for an alert (a tile's dialog, an unavailable product's section).
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@armatura/shared-libs/ui';

const NotifyForm = lazy(async () => ({ default: (await import('./NotifyForm')).NotifyForm }));

export function LazyNotifyForm(props: { productId: number; autoFocus?: boolean }) {
  return (
    <Suspense fallback={<Spinner size="small" />}>
      <NotifyForm {...props} />
    </Suspense>
  );
}
