/** Class-name helpers: every wrapper adds its `arm-` class and keeps the caller's. */
import { composeRenderProps } from 'react-aria-components';

/** For react-aria components, whose className may be a function of render props. */
export function racClass<T>(
  base: string,
  className:
    string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className, (value) => (value ? `${base} ${value}` : base));
}

/** For plain elements. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** A collection item's text for type-ahead and screen readers: its own, or its children if text. */
export function itemTextValue(props: { textValue?: string; children?: unknown }) {
  return props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
}
