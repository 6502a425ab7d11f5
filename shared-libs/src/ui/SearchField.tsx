import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldProps } from './Field';
import { racClass } from './utils';

export interface SearchFieldProps extends RACSearchFieldProps, FieldProps {
  placeholder?: string;
}

export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={racClass('arm-field arm-search-field', className)}>
      {label && <Label>{label}</Label>}
      <div className="arm-input-group">
        <span className="arm-search-field__icon" aria-hidden="true">
          ⌕
        </span>
        <Input className="arm-input" placeholder={placeholder} />
        <Button className="arm-search-field__clear">✕</Button>
      </div>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
