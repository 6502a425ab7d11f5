/** Option of Select and ComboBox. */
import { ListBoxItem as RACListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { itemTextValue, racClass } from './utils';

export function ListBoxItem<T extends object>({ className, ...props }: ListBoxItemProps<T>) {
  const textValue = itemTextValue(props);
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue}
      className={racClass('arm-option', className)}
    />
  );
}
