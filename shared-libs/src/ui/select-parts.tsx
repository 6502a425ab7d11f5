import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  Select as RACSelect,
  SelectValue,
  type ListBoxProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { Popover } from './popover-parts';
import { racClass } from './utils';

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'children'>, FieldProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={racClass('arm-field arm-select', className)}>
      {label && <Label>{label}</Label>}
      <Button className="arm-select__button">
        <SelectValue className="arm-select__value" />
        <span className="arm-chevron" aria-hidden="true">
          ▾
        </span>
      </Button>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
      <Popover className="arm-popover arm-popover--list">
        <ListBox items={items} className="arm-listbox">
          {children as ListBoxProps<T>['children']}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
