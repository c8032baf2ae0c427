import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { VisuallyHidden } from 'radix-ui';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

type SharedLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** 'inline' inside a sentence (underlined); 'standalone' on its own line, e.g. 'View all'. */
  variant?: LinkVariant;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

export type LinkProps = SharedLinkProps &
  (
    | {
        /** An in-app route: rendered by react-router, no page reload. */
        to: To;
        href?: never;
        replace?: boolean;
      }
    | {
        /** Any other address: a plain anchor. */
        href: string;
        to?: never;
        replace?: never;
      }
  );

/** Tokens of rel we always add to links that open a new tab (no window.opener, no referrer). */
const newTabRel = ['noopener', 'noreferrer'];

function relFor(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const tokens = new Set([...(rel?.split(/\s+/).filter(Boolean) ?? []), ...newTabRel]);
  return [...tokens].join(' ');
}

/**
 * A text link. `to` navigates inside the app through the router; `href` is a plain anchor.
 * Links that open a new tab say so to screen readers and never hand the opener to the new page.
 */
export function Link({
  variant = 'inline',
  className,
  target,
  rel,
  children,
  ref,
  ...rest
}: LinkProps) {
  const classes = [styles.link({ variant }), className].filter(Boolean).join(' ');
  const content = (
    <>
      {children}
      {target === '_blank' ? <NewTabMark /> : null}
    </>
  );
  const safeRel = relFor(target, rel);

  if (rest.to !== undefined) {
    const { to, replace, href: _href, ...anchorProps } = rest;
    return (
      <RouterLink
        ref={ref}
        to={to}
        replace={replace}
        target={target}
        rel={safeRel}
        className={classes}
        {...anchorProps}
      >
        {content}
      </RouterLink>
    );
  }

  const { href, to: _to, replace: _replace, ...anchorProps } = rest;
  return (
    <a ref={ref} href={href} target={target} rel={safeRel} className={classes} {...anchorProps}>
      {content}
    </a>
  );
}

function NewTabMark() {
  return (
    <>
      <svg
        className={styles.externalMark}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        aria-hidden="true"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
      <VisuallyHidden.Root> (opens in a new tab)</VisuallyHidden.Root>
    </>
  );
}
