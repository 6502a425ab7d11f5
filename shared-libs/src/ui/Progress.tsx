/** ProgressBar (long work: imports, index rebuilds, uploads), Meter (limits) and Spinner. */
import type { ReactNode } from 'react';
import {
  Label,
  Meter as RACMeter,
  ProgressBar as RACProgressBar,
  type MeterProps as RACMeterProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { useT } from '@armatura/shared-libs/i18n';
import { cx, racClass } from './utils';

export interface ProgressBarProps extends RACProgressBarProps {
  label?: ReactNode;
}

export function ProgressBar({ label, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={racClass('arm-progress', className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className="arm-progress__header">
            {label && <Label className="arm-label">{label}</Label>}
            {!isIndeterminate && <span className="arm-progress__value">{valueText}</span>}
          </div>
          <div className="arm-progress__track">
            <div
              className={cx(
                'arm-progress__fill',
                isIndeterminate && 'arm-progress__fill--indeterminate',
              )}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}

export interface MeterProps extends RACMeterProps {
  label?: ReactNode;
}

export function Meter({ label, className, ...props }: MeterProps) {
  return (
    <RACMeter {...props} className={racClass('arm-meter', className)}>
      {({ percentage, valueText }) => (
        <>
          <div className="arm-progress__header">
            {label && <Label className="arm-label">{label}</Label>}
            <span className="arm-progress__value">{valueText}</span>
          </div>
          <div className="arm-progress__track">
            <div
              className={cx(
                'arm-meter__fill',
                percentage >= 90
                  ? 'arm-meter__fill--high'
                  : percentage >= 70 && 'arm-meter__fill--mid',
              )}
              style={{ width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </RACMeter>
  );
}

export function Spinner({
  label,
  size = 'medium',
}: {
  label?: string;
  size?: 'small' | 'medium' | 'large';
}) {
  const t = useT();
  return (
    <RACProgressBar
      isIndeterminate
      aria-label={label ?? t('common.loading')}
      className={`arm-spinner arm-spinner--${size}`}
    >
      <span className="arm-spinner__circle" aria-hidden="true" />
    </RACProgressBar>
  );
}
