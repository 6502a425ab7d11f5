/** Empty and error placeholders for lists, screens and widgets. */
import type { ReactNode } from 'react';
import { useT } from '@armatura/shared-libs/i18n';
import { Button } from './Button';
import { cx } from './utils';

export interface EmptyStateProps {
  title?: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, message, action, className }: EmptyStateProps) {
  const t = useT();
  return (
    <div className={cx('arm-state arm-state--empty', className)}>
      <p className="arm-state__title">{title ?? t('common.empty')}</p>
      {message && <p className="arm-state__message">{message}</p>}
      {action && <div className="arm-state__action">{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  title?: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorState({ title, message, onRetry, retryLabel, className }: ErrorStateProps) {
  const t = useT();
  return (
    <div role="alert" className={cx('arm-state arm-state--error', className)}>
      <p className="arm-state__title">{title ?? t('common.error')}</p>
      {message && <p className="arm-state__message">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      )}
    </div>
  );
}
