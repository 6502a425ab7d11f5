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
