/**
 * The loading and error states of one resource, shown the same way on every screen: a spinner
 * while nothing is there yet, the server's message with a retry button on failure (404 → "not
 * found", no retry: trying again cannot help).
 */
import { ErrorState, Spinner } from '@armatura/shared-libs/ui';
import type { ResourceState } from '@armatura/shared-libs/http';
import { useAccountT } from '../texts/account-texts';

export function ResourceStatus<T, K>({
  state,
  onRetry,
  label,
}: {
  state: ResourceState<T, K>;
  onRetry: () => void;
  /** Names what is loading, for screen readers ("Wczytywanie: Ostatnie zamówienia"). */
  label?: string;
}) {
  const t = useAccountT();
  if (state.status === 'loading' && !state.data)
    return <Spinner label={label ? `${t('loading')} ${label}` : t('loading')} />;
  if (state.status !== 'error') return null;
  if (state.errorStatus === 404) return <ErrorState title={t('notFound')} message={state.error} />;
  return (
    <ErrorState
      title={t('loadError')}
      message={state.error}
      onRetry={onRetry}
      retryLabel={t('retry')}
    />
  );
}
