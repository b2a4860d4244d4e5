// Bottom-menu icons: an outline form and a filled form (`active`) for the selected tab.
import { MenuIcon } from './MenuIcon';
import type { MenuIconProps } from './MenuIcon';

/** 首页: a house. */
export function MenuHomeIcon({ active = false, ...rest }: MenuIconProps) {
  return (
    <MenuIcon {...rest}>
      <path
        d="M3.5 10.6 12 3.8l8.5 6.8V19a1.5 1.5 0 0 1-1.5 1.5h-4.2v-5.6H9.2v5.6H5A1.5 1.5 0 0 1 3.5 19z"
        fill={active ? 'currentColor' : 'none'}
      />
      {active ? <path d="M9.2 20.5v-5.6h5.6v5.6" stroke="var(--jl-icon-cutout, #fff)" /> : null}
    </MenuIcon>
  );
}

/** 图库: a framed picture. */
export function MenuGalleryIcon({ active = false, ...rest }: MenuIconProps) {
  return (
    <MenuIcon {...rest}>
      <rect
        x="3.5"
        y="4.5"
        width="17"
        height="15"
        rx="2.5"
        fill={active ? 'currentColor' : 'none'}
      />
      <circle
        cx="9"
        cy="9.5"
        r="1.7"
        fill={active ? 'var(--jl-icon-cutout, #fff)' : 'none'}
        stroke={active ? 'none' : 'currentColor'}
      />
      <path
        d="m4 17.5 4.6-4.3 3.4 3 3.2-3.6 4.8 5"
        stroke={active ? 'var(--jl-icon-cutout, #fff)' : 'currentColor'}
      />
    </MenuIcon>
  );
}

/** 游戏大厅: a game pad. */
export function MenuGameCenterIcon({ active = false, ...rest }: MenuIconProps) {
  const cut = active ? 'var(--jl-icon-cutout, #fff)' : 'currentColor';
  return (
    <MenuIcon {...rest}>
      <path
        d="M7.2 7h9.6a4.7 4.7 0 0 1 4.6 5.6l-.8 4.1a2.4 2.4 0 0 1-4.1 1.2L14.6 16H9.4l-1.9 1.9a2.4 2.4 0 0 1-4.1-1.2l-.8-4.1A4.7 4.7 0 0 1 7.2 7z"
        fill={active ? 'currentColor' : 'none'}
      />
      <path d="M8 10v3.6M6.2 11.8h3.6" stroke={cut} />
      <circle cx="15.6" cy="10.6" r=".6" fill={cut} stroke={cut} />
      <circle cx="17.2" cy="12.8" r=".6" fill={cut} stroke={cut} />
    </MenuIcon>
  );
}

/** 资料库: a stack of documents. */
export function MenuDatabaseIcon({ active = false, ...rest }: MenuIconProps) {
  const cut = active ? 'var(--jl-icon-cutout, #fff)' : 'currentColor';
  return (
    <MenuIcon {...rest}>
      <path
        d="M6 3.5h8.5l4.5 4.5v11a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 19V5A1.5 1.5 0 0 1 6 3.5z"
        fill={active ? 'currentColor' : 'none'}
      />
      <path d="M14.5 3.5V8H19" />
      <path d="M8 12h8M8 15.5h5.5" stroke={cut} />
    </MenuIcon>
  );
}

/** 我的: a person. */
export function MenuProfileIcon({ active = false, ...rest }: MenuIconProps) {
  return (
    <MenuIcon {...rest}>
      <circle cx="12" cy="8" r="4" fill={active ? 'currentColor' : 'none'} />
      <path d="M4 20.2c.8-4 4-6.2 8-6.2s7.2 2.2 8 6.2z" fill={active ? 'currentColor' : 'none'} />
    </MenuIcon>
  );
}

/** 优惠: a gift box. */
export function MenuPromotionIcon({ active = false, ...rest }: MenuIconProps) {
  const cut = active ? 'var(--jl-icon-cutout, #fff)' : 'currentColor';
  return (
    <MenuIcon {...rest}>
      <rect x="3.5" y="8" width="17" height="4.2" rx="1" fill={active ? 'currentColor' : 'none'} />
      <path
        d="M5 12.2h14V19a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19z"
        fill={active ? 'currentColor' : 'none'}
      />
      <path d="M12 8v12.5" stroke={cut} />
      <path d="M12 8C10.5 4.5 7 4.2 7 6.3 7 8 10 8 12 8zm0 0c1.5-3.5 5-3.8 5-1.7C17 8 14 8 12 8z" />
    </MenuIcon>
  );
}

/** 投注记录: a clipboard with lines. */
export function MenuBetListIcon({ active = false, ...rest }: MenuIconProps) {
  const cut = active ? 'var(--jl-icon-cutout, #fff)' : 'currentColor';
  return (
    <MenuIcon {...rest}>
      <rect x="4.5" y="4.5" width="15" height="16" rx="2" fill={active ? 'currentColor' : 'none'} />
      <path d="M9 3.5h6v3H9z" fill={active ? 'currentColor' : 'var(--jl-color-surface, #fff)'} />
      <path d="M8 11h8M8 14.5h8M8 18h4.5" stroke={cut} />
    </MenuIcon>
  );
}

/** 六合彩: a lottery ball. */
export function MenuMarkSixIcon({ active = false, ...rest }: MenuIconProps) {
  const cut = active ? 'var(--jl-icon-cutout, #fff)' : 'currentColor';
  return (
    <MenuIcon {...rest}>
      <circle cx="12" cy="12" r="8.5" fill={active ? 'currentColor' : 'none'} />
      <circle cx="12" cy="12" r="4.6" stroke={cut} />
      <path
        d="M13.2 9.8c-1.9-.5-3 .8-3 2.4 0 1.2.8 2 1.9 2s1.9-.8 1.9-1.8-.8-1.7-1.8-1.7-1.8.6-2 1.5"
        stroke={cut}
        strokeWidth={1.3}
      />
    </MenuIcon>
  );
}
