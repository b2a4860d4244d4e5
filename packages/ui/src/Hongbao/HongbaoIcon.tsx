import type { SVGProps } from 'react';

/** Props of {@link HongbaoIcon}: any SVG attribute; `title` makes it announced. */
export type HongbaoIconProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * A red packet as a line icon (24×24, currentColor, 1em): the envelope, its curved flap and the
 * round seal. For the chat composer's red-packet action and the history link.
 */
export function HongbaoIcon({ title, ...rest }: HongbaoIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      {...rest}
    >
      <rect x="5" y="3" width="14" height="18" rx="2.2" />
      <path d="M5 8.2c2.1 1.6 4.4 2.4 7 2.4s4.9-.8 7-2.4" />
      <circle cx="12" cy="11.2" r="2" fill="currentColor" stroke="none" />
    </svg>
  );
}
