/**
 * The combo box wrapper and react-aria's own combo box (for widgets that draw their own look),
 * loaded on demand through ./ComboBox.tsx (import that, not this file).
 */
import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  Group,
  Input,
  ListBox,
  type ComboBoxProps as RACComboBoxProps,
  type ListBoxProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { Popover } from './popover-parts';
import { racClass } from './utils';

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'children'>, FieldProps {
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
}

export { ComboBox as AriaComboBox, ComboBoxStateContext } from 'react-aria-components';
// The list parts of a combo box drawn by hand (./aria.ts): only ever inside one.
export {
  Collection,
  Header,
  ListBox,
  ListBoxItem as AriaListBoxItem,
  ListBoxSection,
} from 'react-aria-components';

export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox {...props} className={racClass('arm-field arm-combobox', className)}>
      {label && <Label>{label}</Label>}
      <Group className="arm-input-group">
        <Input className="arm-input" placeholder={placeholder} />
        <Button className="arm-stepper" aria-hidden="false">
          <span className="arm-chevron" aria-hidden="true">
            ▾
          </span>
        </Button>
      </Group>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
      <Popover className="arm-popover arm-popover--list">
        <ListBox className="arm-listbox">{children as ListBoxProps<T>['children']}</ListBox>
      </Popover>
    </RACComboBox>
  );
}
