// Images the server draws itself (DESIGN.md §4: nothing is fetched from outside): home banners and
// the brand logo, as SVG text. Pure functions; the routes only look designs up and send them.

import { type ArtDesign, artSvg } from './art';
import { escapeXml } from './xml';

/** Font stack with the common Chinese system fonts first. */
const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

/** Escapes text for SVG character data and attribute values (xml.ts; exported here for the callers). */
export { escapeXml } from './xml';

/** A banner: an illustration (art.ts) with a headline, a sub-line and a call to action, at the banner's size. */
export type BannerDesign = Omit<ArtDesign, 'width' | 'height'>;

/** Width × height of every banner (the carousel's 5:2 frame). */
export const BANNER_SIZE = { width: 750, height: 300 } as const;

/** The banners this server can draw, by id (the `:id` of /sys-upload/images/banner/:id.svg). */
export const bannerDesigns: Readonly<Record<number, BannerDesign>> = {
  1: {
    title: '锦鲤 · 好运连连',
    subtitle: '注册即享新人礼遇',
    cta: '立即注册',
    motif: 'koi',
    from: '#e5393b',
    to: '#8e0f1c',
    accent: '#ffd86b',
  },
  2: {
    title: '澳门六合彩',
    subtitle: '每晚 20:30 直播开奖',
    cta: '观看直播',
    motif: 'live',
    from: '#2a1a6e',
    to: '#0b1f4d',
    accent: '#ffcf4a',
  },
  3: {
    title: 'VIP 尊享特权',
    subtitle: '九级晋升 · 豪礼相送',
    cta: '查看特权',
    motif: 'vip',
    from: '#4a2c82',
    to: '#140b2a',
    accent: '#f3c969',
  },
  4: {
    title: '图库 · 资料大全',
    subtitle: '每期更新 · 免费查看',
    cta: '进入图库',
    motif: 'gallery',
    from: '#0f7c74',
    to: '#0b3f57',
    accent: '#ffe08a',
  },
};

/** The SVG text of a banner. */
export function bannerSvg(design: BannerDesign): string {
  return artSvg({ ...design, ...BANNER_SIZE });
}

/** A stylised koi: body, tail and eye, drawn in a 100 × 100 box. */
function koi(x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    '<path d="M18 50 C30 22 62 20 76 42 L96 26 L90 50 L96 74 L76 58 C62 80 30 78 18 50 Z" fill="#ffffff"/>' +
    '<path d="M38 36 C46 44 46 56 38 64" stroke="#f4b400" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    '<circle cx="30" cy="46" r="4" fill="#c62828"/>' +
    '</g>'
  );
}

const LOGO_GRADIENT =
  '<linearGradient id="logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5a3c"/><stop offset="1" stop-color="#c62828"/></linearGradient>';

/** Logo variants: a square mark, or the mark with the brand name for headers and banners. */
export type LogoVariant = 'mark' | 'wide';

/** The SVG text of the brand logo; `name` is the brand name shown by the wide variant. */
export function logoSvg(variant: LogoVariant, name: string): string {
  if (variant === 'mark') {
    return [
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="logo">',
      `<defs>${LOGO_GRADIENT}</defs>`,
      '<rect x="4" y="4" width="112" height="112" rx="28" fill="url(#logo)"/>',
      koi(10, 10, 1),
      '</svg>',
    ].join('');
  }
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96" role="img" aria-label="${label}">`,
    `<defs>${LOGO_GRADIENT}</defs>`,
    '<rect x="4" y="4" width="88" height="88" rx="22" fill="url(#logo)"/>',
    koi(8, 8, 0.8),
    `<text x="108" y="60" font-family="${FONT}" font-size="44" font-weight="700" fill="#c62828">${label}</text>`,
    `<text x="110" y="84" font-family="${FONT}" font-size="16" letter-spacing="4" fill="#e57373">JINLI</text>`,
    '</svg>',
  ].join('');
}
