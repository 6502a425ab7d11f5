/** A labelled Select over plain `{id, name}` choices (ids as strings), the form of every picker here. */
import { ListBoxItem, Select } from '@armatura/shared-libs/ui';

export interface Choice {
  id: string;
  name: string;
}

export function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
  isDisabled,
  errorMessage,
  className,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange(id: string): void;
  isDisabled?: boolean;
  errorMessage?: string;
  className?: string;
}) {
  return (
    <Select
      className={className}
      label={label}
      items={choices}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    >
      {(item: Choice) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </Select>
  );
}

/** 'none' stands for "no choice" in a list; the other ids are positive numbers. */
export const NONE = 'none';
export const idOf = (key: string): number | null => (key === NONE ? null : Number(key));
export const keyOf = (id: number | null): string => (id === null ? NONE : String(id));
