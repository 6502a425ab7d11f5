/** A fieldset of checkboxes choosing ids (a delivery's payments, a payment's deliveries). */
import { Checkbox } from '@armatura/shared-libs/ui';
import * as s from './methods.module.css';

export function Checklist({
  legend,
  options,
  selected,
  onChange,
  error,
  hint,
}: {
  legend: string;
  options: Array<{ id: number; label: string }>;
  selected: number[];
  onChange(ids: number[]): void;
  error?: string;
  hint?: string;
}) {
  return (
    <fieldset className={s.checklist}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <Checkbox
          key={o.id}
          isSelected={selected.includes(o.id)}
          onChange={(on) =>
            onChange(on ? [...selected, o.id] : selected.filter((id) => id !== o.id))
          }
        >
          {o.label}
        </Checkbox>
      ))}
      {hint && selected.length === 0 && <p className={s.hint}>{hint}</p>}
      {error && (
        <p role="alert" className={s.formMessage}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
