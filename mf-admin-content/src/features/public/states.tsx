// Loading and error states of the public content screens.
import { ErrorState, Spinner } from '@armatura/shared-libs/ui';
import { useContentT } from '../texts/content-texts';
import { localizeMessage } from '../texts/contract-messages';
import * as s from './Public.module.css';

export function Loading() {
  const t = useContentT();
  return (
    <div className={`${s.page} ${s.loading}`} aria-busy="true">
      <Spinner size="large" label={t('loading')} />
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string | null; onRetry(): void }) {
  const t = useContentT();
  return (
    <div className={s.page}>
      <ErrorState
        title={t('loadError')}
        message={localizeMessage(message)}
        onRetry={onRetry}
        retryLabel={t('retry')}
      />
    </div>
  );
}
