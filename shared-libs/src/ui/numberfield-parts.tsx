/** The number field wrapper, loaded on demand through ./NumberField.tsx (import that, not this file). */
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { racClass } from './utils';

export interface NumberFieldProps extends RACNumberFieldProps, FieldProps {
  placeholder?: string;
  /** Hide the −/+ steppers (e.g. for prices). */
  hideStepper?: boolean;
}

export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={racClass('arm-field arm-number-field', className)}>
      {label && <Label>{label}</Label>}
      <Group className="arm-input-group">
        {!hideStepper && (
          <Button slot="decrement" className="arm-stepper">
            −
          </Button>
        )}
        <Input className="arm-input" placeholder={placeholder} />
        {!hideStepper && (
          <Button slot="increment" className="arm-stepper">
            +
          </Button>
        )}
      </Group>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
