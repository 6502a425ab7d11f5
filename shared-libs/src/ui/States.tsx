/**
 * Empty and error placeholders for lists, screens and widgets. A state that is the whole screen
 * passes `headingLevel={1}`: its title is then the screen's heading (every screen has an h1).
 */
import { createElement, type ReactNode } from 'react';
import { useT } from '@armatura/shared-libs/i18n';
import { Button } from './Button';
import { cx } from './utils';

export interface EmptyStateProps {
  title?: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: HeadingLevel;
}

type HeadingLevel = 1 | 2 | 3;

/** The state's title: a paragraph inside a list or widget, a heading when it stands for a screen. */
function StateTitle({ level, children }: { level?: HeadingLevel; children: ReactNode }) {
  return createElement(level ? `h${level}` : 'p', { className: 'arm-state__title' }, children);
}

export function EmptyState({ title, message, action, className, headingLevel }: EmptyStateProps) {
  const t = useT();
  return (
    <div className={cx('arm-state arm-state--empty', className)}>
      <StateTitle level={headingLevel}>{title ?? t('common.empty')}</StateTitle>
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
  headingLevel?: HeadingLevel;
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  className,
  headingLevel,
}: ErrorStateProps) {
  const t = useT();
  return (
    <div role="alert" className={cx('arm-state arm-state--error', className)}>
      <StateTitle level={headingLevel}>{title ?? t('common.error')}</StateTitle>
      {message && <p className="arm-state__message">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      )}
    </div>
  );
}
