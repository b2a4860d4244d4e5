// The frame every menu icon shares: a 24×24 view box drawn in `currentColor`, so the tab bar's
// active and inactive colours (CSS variables) colour it.
import type { ReactNode, SVGProps } from 'react';

export interface MenuIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Filled variant for the selected tab. Default false (outline). */
  active?: boolean;
  /** Width and height (a number is CSS pixels). Default '1em': the icon follows the font size. */
  size?: number | string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

export function MenuIcon({
  size = '1em',
  title,
  children,
  ...rest
}: Omit<MenuIconProps, 'active'> & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
