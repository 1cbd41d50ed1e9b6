import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address of the storefront (from `paths`), never another site's: those are plain `<a>`s. */
  to: To;
  /** Replace the history entry instead of adding one (React Router's default: only when the address is the same). */
  replace?: boolean;
  /** History state for the page it opens. */
  state?: unknown;
};

/**
 * The storefront's link (decision 071): an anchor whose click React Router handles as its own `Link`
 * does (`useLinkClickHandler`: a plain left click on a link without a target navigates in the app; a
 * modified click, a middle click or a `target` are left to the browser). React Router's `Link` also
 * carries prefetching, route discovery and view transitions, none of which the storefront uses, and
 * they were about 3 kB gzipped of every page's first JS.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});

interface NavLinkState {
  isActive: boolean;
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on its own address, not on the addresses under it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/**
 * Whether a link to `target` is the page showing, as React Router's `NavLink` decides it: the same path,
 * or (without `end`) a path under it; letters' case does not matter.
 */
export function isActivePath(pathname: string, target: string, end = false): boolean {
  const location = pathname.toLowerCase();
  const to = target.toLowerCase();
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return location === to || (!end && location.startsWith(to) && location.charAt(slashAt) === '/');
}

/** A link that knows whether it is the page showing: `aria-current="page"` (or the one given) and the class it asks for. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, children, 'aria-current': ariaCurrent = 'page', ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(to).pathname, end);
  const state = { isActive };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});
