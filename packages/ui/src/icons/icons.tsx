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

/** Three people (a team: the agent centre's team overview). */
export const TeamIcon = createIcon(
  'TeamIcon',
  <>
    <circle cx="12" cy="8" r="3.2" />
    <path d="M6 19.5a6 6 0 0 1 12 0" />
    <circle cx="5" cy="9.5" r="2.2" />
    <circle cx="19" cy="9.5" r="2.2" />
    <path d="M1.8 17.5a3.6 3.6 0 0 1 4-3M22.2 17.5a3.6 3.6 0 0 0-4-3" />
  </>,
);

/** A person beside list lines (member lists). */
export const UserListIcon = createIcon(
  'UserListIcon',
  <>
    <circle cx="8" cy="8" r="3.2" />
    <path d="M2.5 19.5a5.5 5.5 0 0 1 11 0" />
    <path d="M15.5 7h6M15.5 11.5h6M15.5 16h4" />
  </>,
);

/** A person with a plus (add a user). */
export const UserAddIcon = createIcon(
  'UserAddIcon',
  <>
    <circle cx="9.5" cy="8" r="3.5" />
    <path d="M3 19.5a6.5 6.5 0 0 1 13 0" />
    <path d="M19 8v6M16 11h6" />
  </>,
);

/** Two chain links (registration links). */
export const LinkIcon = createIcon(
  'LinkIcon',
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7L11.6 6.7" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.5-1.5" />
  </>,
);

/** A stack of coins (earnings). */
export const CoinsIcon = createIcon(
  'CoinsIcon',
  <>
    <ellipse cx="12" cy="6" rx="7" ry="2.8" />
    <path d="M5 6v4c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8V6" />
    <path d="M5 10v4c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8v-4" />
    <path d="M5 14v4c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8v-4" />
  </>,
);

/** A page with lines (terms, documents). */
export const DocumentIcon = createIcon(
  'DocumentIcon',
  <>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 11h6M9 14.5h6M9 18h4" />
  </>,
);

/** Two overlapping sheets (copy to the clipboard). */
export const CopyIcon = createIcon(
  'CopyIcon',
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);
