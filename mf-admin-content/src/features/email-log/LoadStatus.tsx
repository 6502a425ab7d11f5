/**
 * The loading and error states of one list of the back-office tools: a spinner while nothing is
 * there yet, the server's message with a retry button on failure.
 */
import type { ResourceState } from '@armatura/shared-libs/http';
import { ErrorState, Spinner } from '@armatura/shared-libs/ui';
import { useToolsT } from '../texts/admin-tools-texts';
import { localizeMessage } from '../texts/contract-messages';

export function LoadStatus<T>({
  state,
  onRetry,
}: {
  state: ResourceState<T>;
  onRetry: () => void;
}) {
  const t = useToolsT();
  if (state.status === 'loading' && !state.data) return <Spinner label={t('loading')} />;
  if (state.status !== 'error') return null;
  return (
    <ErrorState
      title={t('loadError')}
      message={localizeMessage(state.error)}
      onRetry={onRetry}
      retryLabel={t('retry')}
    />
  );
}
