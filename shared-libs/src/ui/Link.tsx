/** react-aria Link whose same-origin clicks go through `navigate` (no page reload). */
import { navigate, type NavigateOptions } from '@armatura/shared-libs/routing';
import {
  Link as RACLink,
  RouterProvider,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { racClass } from './utils';

export type LinkProps = RACLinkProps & { variant?: 'inline' | 'standalone' };

export function routerNavigate(path: string, options?: unknown): void {
  navigate(path, (options ?? {}) as NavigateOptions);
}

export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <RouterProvider navigate={routerNavigate}>
      <RACLink {...props} className={racClass(`arm-link arm-link--${variant}`, className)} />
    </RouterProvider>
  );
}
