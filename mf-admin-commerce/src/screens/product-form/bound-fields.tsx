/** Inputs bound to one field of $form, showing that field's message from $formErrors. */
import { useStore } from '@nanostores/react';
import { Checkbox, NumberField, TextField } from '@armatura/shared-libs/ui';
import type { ProductForm } from '../../features/products/product-form';
import { $form, $formErrors, setField } from '../../features/products/product-form-store';

type Keys<V> = {
  [K in keyof ProductForm]: ProductForm[K] extends V ? K : never;
}[keyof ProductForm];

export function FormText({
  field,
  label,
  multiline,
  description,
  isRequired,
  className,
}: {
  field: Keys<string>;
  label: string;
  multiline?: boolean;
  description?: string;
  isRequired?: boolean;
  className?: string;
}) {
  const value = useStore($form)[field];
  const error = useStore($formErrors)[field];
  return (
    <TextField
      className={className}
      label={label}
      name={field}
      value={value}
      onChange={(v) => setField(field, v)}
      multiline={multiline}
      description={description}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

export function FormNumber({
  field,
  label,
  decimals = 2,
}: {
  field: Keys<number>;
  label: string;
  decimals?: number;
}) {
  const value = useStore($form)[field];
  const error = useStore($formErrors)[field];
  return (
    <NumberField
      label={label}
      name={field}
      hideStepper
      minValue={0}
      value={value}
      onChange={(v) => setField(field, v)}
      formatOptions={{ maximumFractionDigits: decimals }}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

export function FormFlag({ field, label }: { field: Keys<boolean>; label: string }) {
  const value = useStore($form)[field];
  return (
    <Checkbox isSelected={value} onChange={(v) => setField(field, v)}>
      {label}
    </Checkbox>
  );
}
