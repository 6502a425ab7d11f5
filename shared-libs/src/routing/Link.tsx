/** A plain anchor that navigates without reloading (new tab, downloads and modifiers stay native). */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './store';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  replace?: boolean;
}

export function shouldHandleClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}

export function Link({ href, replace, onClick, target, download, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={href}
      target={target}
      download={download}
      onClick={(event) => {
        onClick?.(event);
        if (download !== undefined || !shouldHandleClick(event, target)) return;
        const url = new URL(href, window.location.href);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        navigate(href, { replace });
      }}
    />
  );
}
