/**
 * The search box's input: Enter with no option highlighted searches the typed term (checked
 * before the combo box acts), and the list opens when suggestions arrive after the typing.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Input, useComboBoxState } from '@armatura/shared-libs/ui';
import * as styles from './SearchBox.module.css';

export function SearchInput({
  placeholder,
  onSearch,
  hasOptions,
  autoFocus,
}: {
  placeholder: string;
  onSearch: () => void;
  hasOptions: boolean;
  autoFocus?: boolean;
}) {
  const state = useComboBoxState();
  const input = useRef<HTMLInputElement>(null);
  // Suggestions arrive after the typing that asked for them: open the list then (the combo box
  // itself only opens on a change of the text).
  useEffect(() => {
    if (hasOptions && state && !state.isOpen && document.activeElement === input.current)
      state.open(null, 'input');
  }, [hasOptions, state]);
  // Taking over from the idle box: the caret goes after what was typed there, as it was.
  useEffect(() => {
    const element = input.current;
    if (autoFocus && element && document.activeElement === element)
      element.setSelectionRange(element.value.length, element.value.length);
  }, [autoFocus]);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const highlighted = state?.isOpen && state.selectionManager.focusedKey != null;
    if (highlighted) return;
    event.preventDefault();
    event.stopPropagation();
    state?.close();
    onSearch();
  };
  return (
    <Input
      ref={input}
      className={`arm-input ${styles.input}`}
      placeholder={placeholder}
      onKeyDownCapture={onKeyDownCapture}
      autoFocus={autoFocus}
    />
  );
}
