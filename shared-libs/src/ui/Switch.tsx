import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { racClass } from './utils';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  children?: ReactNode;
}

export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={racClass('arm-switch', className)}>
      <span className="arm-switch__track" aria-hidden="true">
        <span className="arm-switch__thumb" />
      </span>
      {children}
    </RACSwitch>
  );
}
