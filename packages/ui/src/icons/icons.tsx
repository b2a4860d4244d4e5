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

/* Tiles, menu rows, actions and game kinds (issue 18: no characters as icons). Same grid and
 * stroke as above; a light 0.15 fill marks the main shape where one helps it read at 20 px. */

/** A receipt with a torn edge (账户明细, bills). */
export const BillIcon = createIcon(
  'BillIcon',
  <>
    <path d="M6 3.5h12v17l-2.4-1.6-2.4 1.6-2.4-1.6-2.4 1.6L6 20.5z" />
    <path d="M9 8h6M9 11.5h6M9 15h3.5" />
  </>,
);

/** A clipboard with ticked lines (投注记录, bet list). */
export const BetSlipIcon = createIcon(
  'BetSlipIcon',
  <>
    <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
    <path d="M9 3h6v3H9z" />
    <path d="m8.5 11 1.5 1.5 2.5-2.5M14.5 11.5H16M8.5 16.5l1.5 1.5 2.5-2.5M14.5 17H16" />
  </>,
);

/** A screen with a play mark (真人, live games and live betting). */
export const LiveIcon = createIcon(
  'LiveIcon',
  <>
    <rect x="3" y="6.5" width="18" height="13" rx="2.5" />
    <path d="m8.5 3 3.5 3.5L15.5 3" />
    <path d="M10.5 10.5v5l4.2-2.5z" fill="currentColor" />
  </>,
);

/** A wrapped gift (返水, bonuses, the welfare centre). */
export const GiftIcon = createIcon(
  'GiftIcon',
  <>
    <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
    <path d="M5 12.5v8h14v-8M12 8.5v12" />
    <path d="M12 8.5c-1.5-3.5-5.5-4.5-6-2.2-.4 2 3.2 2.2 6 2.2zM12 8.5c1.5-3.5 5.5-4.5 6-2.2.4 2-3.2 2.2-6 2.2z" />
  </>,
);

/** A five-pointed star (收藏, favourites). */
export const StarIcon = createIcon(
  'StarIcon',
  <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);

/** A wallet with an arrow in (充值, recharge and its history). */
export const RechargeIcon = createIcon(
  'RechargeIcon',
  <>
    <path d="M19 9V6.5A1.5 1.5 0 0 0 17.5 5H5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12.5a1.5 1.5 0 0 0 1.5-1.5V16" />
    <path d="M21 9h-5a3.5 3.5 0 0 0 0 7h5z" />
    <path d="M9.5 9v6.5M7 13l2.5 2.5L12 13" />
  </>,
);

/** A wallet with an arrow out (提现, withdrawals and their history). */
export const WithdrawIcon = createIcon(
  'WithdrawIcon',
  <>
    <path d="M19 9V6.5A1.5 1.5 0 0 0 17.5 5H5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12.5a1.5 1.5 0 0 0 1.5-1.5V16" />
    <path d="M21 9h-5a3.5 3.5 0 0 0 0 7h5z" />
    <path d="M9.5 15.5V9M7 11.5 9.5 9l2.5 2.5" />
  </>,
);

/** A bell (消息, notifications). */
export const BellIcon = createIcon(
  'BellIcon',
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
);

/** A crown (VIP). */
export const CrownIcon = createIcon(
  'CrownIcon',
  <>
    <path d="m4 8 4.5 4L12 5.5l3.5 6.5L20 8l-1.5 10h-13z" />
    <path d="M6 20.5h12" />
  </>,
);

/** A shield with a tick (安全中心, security). */
export const ShieldIcon = createIcon(
  'ShieldIcon',
  <>
    <path d="M12 3 19 5.8v5.6c0 4.4-3 7.8-7 9.6-4-1.8-7-5.2-7-9.6V5.8z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);

/** A headset (客服, customer service). */
export const HeadsetIcon = createIcon(
  'HeadsetIcon',
  <>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.4-1.6 2-4 2H12.5" />
  </>,
);

/** Three sliders (设置, settings). */
export const SettingsIcon = createIcon(
  'SettingsIcon',
  <>
    <path d="M4 7h9M17 7h3M4 12h3M11 12h9M4 17h11M19 17h1" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>,
);

/** A circled i (关于, about). */
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5" />
    <circle cx="12" cy="7.8" r="0.6" fill="currentColor" />
  </>,
);

/** A globe (域名, the site's domain). */
export const GlobeIcon = createIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.3 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.3-3.5-8.5s1.1-6.1 3.5-8.5z" />
  </>,
);

/** Right chevron (rows that open a page). */
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 5 7 7-7 7" />);

/** A lottery ball with its number disc and a shine (彩票, lottery games). */
export const LotteryIcon = createIcon(
  'LotteryIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="3.8" />
    <path d="M11.2 10.8 12.4 10v4.2M7 7.8a6 6 0 0 1 2.5-1.8" />
  </>,
);

/** A fish (捕鱼, fishing games). */
export const FishIcon = createIcon(
  'FishIcon',
  <>
    <path d="M3 12c2.8-4 6.3-5.5 10-5.5 3.6 0 6 2.5 7.5 5.5-1.5 3-3.9 5.5-7.5 5.5-3.7 0-7.2-1.5-10-5.5z" />
    <path d="M3 12 1.5 8.5M3 12l-1.5 3.5M10 8.5c1 2.2 1 4.8 0 7" />
    <circle cx="16.2" cy="11" r="0.9" fill="currentColor" />
  </>,
);

/** A slot machine (电子, slot games). */
export const SlotIcon = createIcon(
  'SlotIcon',
  <>
    <rect x="3.5" y="5" width="14" height="15.5" rx="2" />
    <path d="M6.5 9h8v5h-8zM9.2 9v5M11.8 9v5M7.5 17.5h6" />
    <path d="M17.5 12h2V7.5" />
    <circle cx="19.5" cy="6" r="1.5" />
  </>,
);

/** Two playing cards (棋牌, card games). */
export const CardsIcon = createIcon(
  'CardsIcon',
  <>
    <rect x="3.5" y="6" width="10.5" height="14.5" rx="1.8" transform="rotate(-10 8.75 13.25)" />
    <path d="M12.5 4.5h6.2A1.8 1.8 0 0 1 20.5 6.3v11a1.8 1.8 0 0 1-1.8 1.8h-3" />
    <path d="m8.4 10.6 1.7 2.4-1.7 2.4-1.7-2.4z" fill="currentColor" />
  </>,
);

/** A football (体育, sports). */
export const SportIcon = createIcon(
  'SportIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m12 8.2 3.2 2.3-1.2 3.8h-4l-1.2-3.8z" />
    <path d="M12 8.2V3.6M15.2 10.5l4.2-1.5M14 14.3l2.7 3.7M10 14.3l-2.7 3.7M8.8 10.5 4.6 9" />
  </>,
);

/** A gamepad (a game without its own picture). */
export const GameIcon = createIcon(
  'GameIcon',
  <>
    <path d="M7 7.5h10a4.5 4.5 0 0 1 4.4 5.4l-.8 4a2.4 2.4 0 0 1-4.1 1.2L14 15.5h-4l-2.5 2.6a2.4 2.4 0 0 1-4.1-1.2l-.8-4A4.5 4.5 0 0 1 7 7.5z" />
    <path d="M8 10.5v3.5M6.3 12.2h3.5" />
    <circle cx="15.5" cy="11" r="0.9" fill="currentColor" />
    <circle cx="17.5" cy="13.2" r="0.9" fill="currentColor" />
  </>,
);

/** A bar chart rising (推广收益, reports). */
export const ChartIcon = createIcon(
  'ChartIcon',
  <>
    <path d="M4 20.5h16" />
    <rect x="5.5" y="12" width="3" height="6" rx="0.8" />
    <rect x="10.5" y="8" width="3" height="10" rx="0.8" />
    <rect x="15.5" y="4.5" width="3" height="13.5" rx="0.8" />
  </>,
);

/** A flame (热门, hot games). */
export const FlameIcon = createIcon(
  'FlameIcon',
  <path d="M12 21a6.5 6.5 0 0 0 6.5-6.5c0-4.2-3.2-6.3-4.3-10.5-2.2 1.8-3.4 4-3.4 6.3-1-.6-1.8-1.7-2-3C7 9.1 5.5 11.6 5.5 14.5A6.5 6.5 0 0 0 12 21zM12 21a2.8 2.8 0 0 1-2.8-2.8c0-1.8 1.5-2.8 2.3-4.5 1.3 1.1 3.3 2.6 3.3 4.5A2.8 2.8 0 0 1 12 21z" />,
);

/** A drop with a return arrow (洗码, the betting rebate). */
export const WashIcon = createIcon(
  'WashIcon',
  <>
    <path d="M12 3.5c3 3.8 5.5 6.8 5.5 10a5.5 5.5 0 0 1-11 0c0-3.2 2.5-6.2 5.5-10z" />
    <path d="M9.5 14.5a2.5 2.5 0 0 0 4.6 1.3M14.5 13.2v2.6h-2.6" />
  </>,
);

/** An open book with a bookmark (资料, the database). */
export const BookIcon = createIcon(
  'BookIcon',
  <>
    <path d="M12 6.5C10 5 7 4.5 3.5 5v13.5C7 18 10 18.5 12 20c2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zM12 6.5V20" />
    <path d="M15.5 5v5l1.5-1 1.5 1V4.7" />
  </>,
);

/** A speech bubble with lines (聊天室, chat). */
export const ChatIcon = createIcon(
  'ChatIcon',
  <>
    <path d="M4 5.5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-4.5 3.5V17.5H4a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1z" />
    <path d="M7.5 10h9M7.5 13.5h6" />
  </>,
);

/** A red packet: the envelope, its curved flap and the round seal (发红包, red-packet history). */
export const HongbaoIcon = createIcon(
  'HongbaoIcon',
  <>
    <rect x="5" y="3" width="14" height="18" rx="2.2" />
    <path d="M5 8.2c2.1 1.6 4.4 2.4 7 2.4s4.9-.8 7-2.4" />
    <circle cx="12" cy="11.2" r="2" fill="currentColor" stroke="none" />
  </>,
);
