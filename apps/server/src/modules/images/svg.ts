// Images the server draws itself (DESIGN.md §4: nothing is fetched from outside): home banners and
// the brand logo, as SVG text. Pure functions; the routes only look designs up and send them.

/** Font stack with the common Chinese system fonts first. */
const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

/** Escapes text for SVG character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A banner: title and subtitle over a diagonal gradient. Colours are CSS colour strings. */
export interface BannerDesign {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  /** Colour of the decorative balls and the subtitle pill. */
  accent: string;
}

/** Width × height of every banner (the carousel's 5:2 frame). */
export const BANNER_SIZE = { width: 750, height: 300 } as const;

/** The banners this server can draw, by id (the `:id` of /sys-upload/images/banner/:id.svg). */
export const bannerDesigns: Readonly<Record<number, BannerDesign>> = {
  1: {
    title: '锦鲤 · 好运连连',
    subtitle: '注册即享新人礼遇',
    from: '#e5393b',
    to: '#ff9f43',
    accent: '#ffd86b',
  },
  2: {
    title: '澳门六合彩',
    subtitle: '每晚 20:30 直播开奖',
    from: '#0f4c81',
    to: '#2bb3c0',
    accent: '#ffe082',
  },
  3: {
    title: 'VIP 尊享特权',
    subtitle: '九级晋升 · 豪礼相送',
    from: '#4a2c82',
    to: '#c04fa0',
    accent: '#ffd700',
  },
  4: {
    title: '图库 · 资料大全',
    subtitle: '每期更新 · 免费查看',
    from: '#1b7f4b',
    to: '#7cc46b',
    accent: '#fff3b0',
  },
};

function ball(cx: number, cy: number, r: number, label: string, fill: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#ffffff" stroke-width="4"/>` +
    `<text x="${cx}" y="${cy + r * 0.36}" font-family="${FONT}" font-size="${r}" font-weight="700" text-anchor="middle" fill="#333333">${escapeXml(label)}</text>`
  );
}

/** The SVG text of a banner. */
export function bannerSvg(design: BannerDesign): string {
  const { width, height } = BANNER_SIZE;
  const title = escapeXml(design.title);
  const subtitle = escapeXml(design.subtitle);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<circle cx="640" cy="250" r="150" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="90" cy="-20" r="110" fill="#ffffff" fill-opacity="0.08"/>`,
    ball(560, 110, 34, '8', design.accent),
    ball(640, 170, 28, '6', design.accent),
    ball(690, 90, 22, '9', design.accent),
    `<text x="48" y="150" font-family="${FONT}" font-size="56" font-weight="700" fill="#ffffff">${title}</text>`,
    `<rect x="48" y="185" width="${Math.max(200, design.subtitle.length * 26 + 40)}" height="52" rx="26" fill="${design.accent}"/>`,
    `<text x="68" y="220" font-family="${FONT}" font-size="26" font-weight="600" fill="#5a2d00">${subtitle}</text>`,
    '</svg>',
  ].join('');
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
