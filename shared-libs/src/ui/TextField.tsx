import {
  Input,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { racClass } from './utils';

export interface TextFieldProps extends RACTextFieldProps, FieldProps {
  placeholder?: string;
  /** A multi-line text area instead of one line. */
  multiline?: boolean;
  rows?: number;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  rows,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={racClass('arm-field arm-text-field', className)}>
      {label && <Label>{label}</Label>}
      {multiline ? (
        <TextArea className="arm-input arm-textarea" placeholder={placeholder} rows={rows ?? 4} />
      ) : (
        <Input className="arm-input" placeholder={placeholder} />
      )}
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
