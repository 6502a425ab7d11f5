/** Pieces shared by the form fields: label, description, error. */
import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text,
  type FieldErrorProps,
  type LabelProps,
} from 'react-aria-components';
import { cx, racClass } from './utils';

export function Label({ className, ...props }: LabelProps) {
  return <RACLabel {...props} className={cx('arm-label', className)} />;
}

export function Description({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className="arm-description">
      {children}
    </Text>
  ) : null;
}

export function FieldError({ className, ...props }: FieldErrorProps) {
  return <RACFieldError {...props} className={racClass('arm-field-error', className)} />;
}

/** Common props of labelled fields. */
export interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid (validation, `isInvalid` or server errors via Form). */
  errorMessage?: string | ((validation: { validationErrors: string[] }) => string);
}
