/**
 * Inputs bound to one field of a configuration section's form ($form), showing that field's message
 * ($errors: the browser's check or the server's 4xx). Secrets are write-only: the field starts empty
 * and says whether a value is stored ('set' / 'not set'); empty keeps it.
 */
import { useStore } from '@nanostores/react';
import type { Key } from 'react-aria-components';
import { ListBoxItem, NumberField, Select, Switch, TextField } from '@armatura/shared-libs/ui';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import type { SectionStore } from '../../features/configuration/section-store';
import * as styles from './configuration.module.css';

type KeysOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F] & string;
interface Bound<F extends object, V> {
  section: SectionStore<unknown, F>;
  field: KeysOf<F, V>;
  label: string;
  description?: string;
  className?: string;
}

function useField<F extends object, V>(section: SectionStore<unknown, F>, field: KeysOf<F, V>) {
  const form = useStore(section.$form);
  const error = useStore(section.$errors)[field];
  return { value: form?.[field] as V | undefined, error };
}

const invalid = (error: string | undefined) => ({
  isInvalid: Boolean(error),
  errorMessage: error,
  validationBehavior: 'aria' as const,
});

export function BoundText<F extends object>({
  section,
  field,
  label,
  description,
  className,
  isRequired,
  type,
  autoComplete,
}: Bound<F, string> & {
  isRequired?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
}) {
  const { value, error } = useField<F, string>(section, field);
  return (
    <TextField
      className={className}
      label={label}
      name={field}
      type={type}
      autoComplete={autoComplete}
      description={description}
      isRequired={isRequired}
      value={value ?? ''}
      onChange={(v) => section.setField(field, v as F[typeof field])}
      {...invalid(error)}
    />
  );
}

/** A write-only secret: never shown, '' keeps the stored one. */
export function BoundSecret<F extends object>({
  section,
  field,
  label,
  isSet,
}: Bound<F, string> & { isSet: boolean }) {
  const t = useConfigurationT();
  const { value, error } = useField<F, string>(section, field);
  return (
    <TextField
      label={label}
      name={field}
      type="password"
      autoComplete="new-password"
      description={isSet ? t('secretSet') : t('secretNotSet')}
      value={value ?? ''}
      onChange={(v) => section.setField(field, v as F[typeof field])}
      {...invalid(error)}
    />
  );
}

/** A number; `optional` lets the field be emptied (NaN in the form = null in the body). */
export function BoundNumber<F extends object>({
  section,
  field,
  label,
  description,
  decimals = 0,
  minValue = 0,
}: Bound<F, number> & { decimals?: number; minValue?: number }) {
  const { value, error } = useField<F, number>(section, field);
  return (
    <NumberField
      label={label}
      name={field}
      hideStepper
      minValue={minValue}
      description={description}
      value={value ?? NaN}
      onChange={(v) => section.setField(field, v as F[typeof field])}
      formatOptions={{ maximumFractionDigits: decimals, useGrouping: false }}
      {...invalid(error)}
    />
  );
}

/** An on/off setting; its message (if any) is shown under it. */
export function BoundSwitch<F extends object>({
  section,
  field,
  label,
  description,
}: Bound<F, boolean>) {
  const { value, error } = useField<F, boolean>(section, field);
  const id = `arm-cfg-${field}`;
  return (
    <div className={styles.switch}>
      <Switch
        name={field}
        isSelected={Boolean(value)}
        onChange={(v) => section.setField(field, v as F[typeof field])}
        aria-describedby={
          [description && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') ||
          undefined
        }
      >
        {label}
      </Switch>
      {description && (
        <span id={`${id}-hint`} className={styles.hint}>
          {description}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export interface Choice {
  id: string;
  name: string;
}

/** One of `choices`; `toValue` turns the chosen id back into the form's value. */
export function BoundSelect<F extends object, V>({
  section,
  field,
  label,
  description,
  choices,
  toKey,
  toValue,
}: Bound<F, V> & {
  choices: Choice[];
  toKey: (value: V | undefined) => string;
  toValue: (key: string) => V;
}) {
  const { value, error } = useField<F, V>(section, field);
  return (
    <Select
      label={label}
      name={field}
      description={description}
      items={choices}
      selectedKey={toKey(value)}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) section.setField(field, toValue(String(key)) as F[typeof field]);
      }}
      {...invalid(error)}
    >
      {(item: Choice) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </Select>
  );
}
