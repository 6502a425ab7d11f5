// Render failures of the shell (storefront.md §2): the error page with 'Go back to home'; if
// the error page itself fails, a bare page with 'An error occurred while showing the error
// page', the details and a home link. Both links load the page afresh (state may be broken).
// A failed chunk first tries the once-per-60-s reload.
import type { ReactNode } from 'react';
import { useT } from '@armatura/shared-libs/i18n';
import { ErrorBoundary } from '@armatura/shared-libs/ui';
import { HOME_PATH } from '@armatura/shared-libs/constants';
import { reloadForChunkError } from '../pwa/chunk-reload';
import * as s from './screens.module.css';

function ErrorPage({ error }: { error: Error }) {
  const t = useT();
  return (
    <section className={s.centered} role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('errorPage.title')}</h1>
      <p className={s.details}>{error.message}</p>
      <p>
        <a href={HOME_PATH}>{t('errorPage.home')}</a>
      </p>
    </section>
  );
}

/** No hooks, no shared texts: this must work when everything else is broken. */
export function ErrorPageFailed({ error }: { error: Error }) {
  return (
    <section role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>An error occurred while showing the error page</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>
        {String(error?.stack || error?.message || error)}
      </pre>
      <p>
        <a href="/">Go back to home</a>
      </p>
    </section>
  );
}

const onError = (error: Error) => {
  console.error('[shell] render failed', error);
  reloadForChunkError(error);
};

export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <ErrorPageFailed error={error} />}>
      <ErrorBoundary onError={onError} fallback={(error) => <ErrorPage error={error} />}>
        {children}
      </ErrorBoundary>
    </ErrorBoundary>
  );
}
