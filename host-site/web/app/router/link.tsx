import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from './router-context';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An address of this site, with its query: `/selector/index?valveName=Sov`. */
  href: string;
}

/**
 * A real link (it opens in a new tab, shows its address, works without script) that navigates inside the app
 * on a plain click.
 */
export function Link({ href, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    void router.navigate(href);
  };
  return <a href={href} target={target} onClick={handleClick} {...rest} />;
}
