/**
 * A labelled field's shape while its code loads (./on-demand.ts): its label and an empty box of
 * the same classes, so nothing moves when the real field replaces it (no layout shift).
 */
import type { ReactNode } from 'react';
import { cx } from './utils';

export function FieldPlaceholder({
  label,
  className,
}: {
  label?: ReactNode;
  /** The real field's own class (e.g. 'arm-number-field'), for the same size. */
  className: string;
}) {
  return (
    <div className={cx('arm-field', className)} aria-busy="true">
      {label && <span className="arm-label">{label}</span>}
      {/* Hidden from assistive technology: an unlabelled, inert stand-in, not a field. */}
      <div className="arm-input-group" aria-hidden="true">
        <input className="arm-input" disabled tabIndex={-1} />
      </div>
    </div>
  );
}
