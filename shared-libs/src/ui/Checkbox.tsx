import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { racClass } from './utils';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children?: ReactNode;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={racClass('arm-checkbox', className)}>
      {({ isIndeterminate }) => (
        <>
          <span className="arm-checkbox__box" aria-hidden="true">
            <svg viewBox="0 0 18 18">
              {isIndeterminate ? (
                <rect x={2} y={8} width={14} height={2} />
              ) : (
                <polyline points="2 9 7 14 16 4" />
              )}
            </svg>
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
