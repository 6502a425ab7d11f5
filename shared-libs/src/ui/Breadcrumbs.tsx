/**
 * A breadcrumb trail: an ordered list of the kit's links, the last crumb the current page (no
 * link). Plain list items around react-aria's Link rather than react-aria's Breadcrumbs: that
 * builds a collection and fills it in an effect, so a screen rendered as a transition (whose
 * effects run after the paint) was painted once with an empty trail and then moved down by it
 * (the product page: CLS 0.066, docs/benchmarks.md). The links keep react-aria's routing, focus
 * ring and press handling; the current crumb carries aria-current="page" as react-aria's did.
 */
import { Link as RACLink, RouterProvider } from 'react-aria-components';
import type { ReactNode } from 'react';
import { routerNavigate } from './Link';
import { cx } from './utils';

export interface BreadcrumbsProps {
  className?: string;
  children: ReactNode;
}

export function Breadcrumbs({ className, children }: BreadcrumbsProps) {
  return (
    <RouterProvider navigate={routerNavigate}>
      <ol className={cx('arm-breadcrumbs', className)}>{children}</ol>
    </RouterProvider>
  );
}

export interface BreadcrumbProps {
  /** Omit on the current (last) crumb. */
  href?: string;
  className?: string;
  children: ReactNode;
}

export function Breadcrumb({ href, children, className }: BreadcrumbProps) {
  const current = href === undefined;
  return (
    <li className={cx('arm-breadcrumb', className)} data-current={current || undefined}>
      <RACLink
        href={href}
        isDisabled={current}
        aria-current={current ? 'page' : undefined}
        data-current={current || undefined}
        className="arm-link arm-link--inline"
      >
        {children}
      </RACLink>
    </li>
  );
}
