/**
 * A select's button before its code is loaded (`<Select loadOnUse>`): the same markup and classes
 * as the real one (label, button with the chosen option's text and the chevron), so nothing moves
 * when it is replaced, and the same accessible name and popup role. Intent (a pointer over it,
 * focus) starts loading the overlays part; a press, Enter, Space or an arrow key asks for the real
 * select, opened. The storefront's selects on a page's first paint (sort, page size, language,
 * currency) use it: the overlays part is ≈ 47 KiB gzip (issue 16).
 */
import {
  Children,
  isValidElement,
  useId,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import { cx, itemTextValue } from './utils';

export interface SelectButtonProps<T extends object> {
  label?: ReactNode;
  'aria-label'?: string;
  className?: string;
  selectedKey?: Key | null;
  defaultSelectedKey?: Key | null;
  placeholder?: string;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  isDisabled?: boolean;
  onIntent(): void;
  onOpen(): void;
}

type OptionProps = { id?: Key; textValue?: string; children?: unknown };

/** The options as elements: the static children, or the render function over the items. */
function optionElements<T extends object>(
  items: Iterable<T> | undefined,
  children: SelectButtonProps<T>['children'],
): ReactElement<OptionProps>[] {
  const nodes =
    typeof children === 'function' ? [...(items ?? [])].map((item) => children(item)) : children;
  return Children.toArray(nodes).filter((node): node is ReactElement<OptionProps> =>
    isValidElement(node),
  );
}

/** The chosen option's text, as the real select shows it. */
export function chosenText<T extends object>(
  props: Pick<SelectButtonProps<T>, 'items' | 'children' | 'selectedKey' | 'defaultSelectedKey'>,
): string | undefined {
  const key = props.selectedKey !== undefined ? props.selectedKey : props.defaultSelectedKey;
  if (key === null || key === undefined) return undefined;
  const option = optionElements(props.items, props.children).find(
    (element) => String(element.props.id) === String(key),
  );
  return option ? itemTextValue(option.props) : undefined;
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

export function SelectButton<T extends object>(props: SelectButtonProps<T>) {
  const labelId = useId();
  const valueId = useId();
  const buttonId = useId();
  const text = chosenText(props);
  const named = props['aria-label'];
  return (
    <div className={cx('arm-field arm-select', props.className)}>
      {props.label && (
        <span className="arm-label" id={labelId}>
          {props.label}
        </span>
      )}
      <button
        type="button"
        id={buttonId}
        className="arm-select__button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={named}
        aria-labelledby={`${valueId} ${props.label ? labelId : buttonId}`}
        disabled={props.isDisabled}
        onPointerEnter={props.onIntent}
        onFocus={props.onIntent}
        onClick={props.onOpen}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          props.onOpen();
        }}
      >
        <span className="arm-select__value" id={valueId} data-placeholder={text ? undefined : ''}>
          {text ?? props.placeholder ?? ''}
        </span>
        <span className="arm-chevron" aria-hidden="true">
          ▾
        </span>
      </button>
    </div>
  );
}
