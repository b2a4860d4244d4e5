// The kit's own line icons (24×24 grid, 1.8 px strokes in currentColor), sized by the font size
// (1em). The bottom-menu icons with their filled active forms live in ./menu.
import type { ReactNode, SVGProps } from 'react';

/** Props of every icon: any SVG attribute; `title` makes the icon announced instead of decorative. */
export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

function createIcon(displayName: string, body: ReactNode) {
  function Icon({ title, ...rest }: IconProps) {
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
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Left chevron used by the NavBar back button. */
export const BackIcon = createIcon('BackIcon', <path d="M15 5l-7 7 7 7" strokeWidth={2.2} />);

/** Loudspeaker used in front of the notice marquee. */
export const NoticeIcon = createIcon(
  'NoticeIcon',
  <>
    <path
      d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1z"
      fill="currentColor"
      fillOpacity={0.15}
    />
    <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);

/** Close cross. */
export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);

/** Magnifying glass (search fields). */
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>,
);

/** Filled round cross (clear a field). */
export const ClearIcon = createIcon(
  'ClearIcon',
  <>
    <circle cx="12" cy="12" r="9" fill="currentColor" stroke="none" />
    <path d="M9 9l6 6M15 9l-6 6" stroke="var(--jl-color-surface, #fff)" />
  </>,
);

/** Downward chevron (expand / collapse toggles, dropdowns). */
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
