// The server's answer to subscribe / confirm / unsubscribe, announced to screen readers.
import { useStore } from '@nanostores/react';
import { $newsletterAction } from '../../features/public/newsletter-store';
import * as s from '../../features/public/Public.module.css';

export function ActionMessage() {
  const { status, message } = useStore($newsletterAction);
  return (
    <div role="status" aria-live="polite">
      {status === 'done' && message && (
        <p className={s.success} data-testid="newsletter-message">
          {message}
        </p>
      )}
      {status === 'error' && message && (
        <p className={s.fieldError} data-testid="newsletter-error">
          {message}
        </p>
      )}
    </div>
  );
}
