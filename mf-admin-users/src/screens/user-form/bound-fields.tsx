/** Inputs bound to one field of $userForm, showing that field's message from $userFormErrors. */
import { useStore } from '@nanostores/react';
import { Checkbox, TextField } from '@armatura/shared-libs/ui';
import type { UserForm } from '../../features/user-form/user-form';
import { $userForm, $userFormErrors, setUserField } from '../../features/user-form/user-form-store';

type Keys<V> = { [K in keyof UserForm]: UserForm[K] extends V ? K : never }[keyof UserForm];

export function UserText({
  field,
  label,
  type,
  description,
  isRequired,
  isDisabled,
  autoComplete,
}: {
  field: Keys<string>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoComplete?: string;
}) {
  const value = useStore($userForm)[field];
  const error = useStore($userFormErrors)[field];
  return (
    <TextField
      label={label}
      name={field}
      type={type}
      value={value}
      onChange={(v) => setUserField(field, v)}
      description={description}
      isRequired={isRequired}
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

export function UserFlag({ field, label }: { field: Keys<boolean>; label: string }) {
  const value = useStore($userForm)[field];
  return (
    <Checkbox isSelected={value} onChange={(v) => setUserField(field, v)}>
      {label}
    </Checkbox>
  );
}
