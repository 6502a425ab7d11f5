/** A block's link: shop paths go through the client router, http(s) addresses open normally. */
import type { ReactNode } from 'react';
import { Link } from '@armatura/shared-libs/routing';

export function BlockLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/'))
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
