import { Popover as RACPopover, type PopoverProps } from 'react-aria-components';
import { racClass } from './utils';

export function Popover({ className, offset = 6, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={racClass('arm-popover', className)} />;
}
