import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  Link as RACLink,
  type BreadcrumbProps as RACBreadcrumbProps,
  RouterProvider,
  type BreadcrumbsProps,
} from 'react-aria-components';
import { routerNavigate } from './Link';
import type { ReactNode } from 'react';
import { cx, racClass } from './utils';

export function Breadcrumbs<T extends object>({ className, ...props }: BreadcrumbsProps<T>) {
  return (
    <RouterProvider navigate={routerNavigate}>
      <RACBreadcrumbs {...props} className={cx('arm-breadcrumbs', className)} />
    </RouterProvider>
  );
}

export interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'children'> {
  /** Omit on the current (last) crumb. */
  href?: string;
  children: ReactNode;
}

export function Breadcrumb({ href, children, className, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb {...props} className={racClass('arm-breadcrumb', className)}>
      <RACLink href={href} className="arm-link arm-link--inline">
        {children}
      </RACLink>
    </RACBreadcrumb>
  );
}
