/** `<MenuTrigger><Button/><Menu><MenuItem/></Menu></MenuTrigger>`; items with href navigate client-side. */
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps,
  type MenuProps as RACMenuProps,
  type PopoverProps,
} from 'react-aria-components';
import { Popover } from './popover-parts';
import { itemTextValue, racClass } from './utils';

export { MenuTrigger, MenuSection, SubmenuTrigger } from 'react-aria-components';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  placement?: PopoverProps['placement'];
}

export function Menu<T extends object>({ placement, className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className="arm-popover arm-popover--menu">
      <RACMenu {...props} className={racClass('arm-menu', className)} />
    </Popover>
  );
}

export function MenuItem<T extends object>({ className, ...props }: MenuItemProps<T>) {
  const textValue = itemTextValue(props);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={racClass('arm-menu-item', className)}
    />
  );
}
