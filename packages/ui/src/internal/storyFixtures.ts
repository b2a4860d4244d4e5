// Story fixtures: banner images drawn as SVG data URLs, so stories need no network (Storybook
// runs offline in CI) and still look like the product's promotional banners.

interface BannerOptions {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  /** Colour of the title. */
  ink?: string;
}

/** A 750×300 promotional banner as a data URL. */
export function bannerImage({ title, subtitle, from, to, ink = '#ffe08a' }: BannerOptions): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.8" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="750" height="300" fill="url(#bg)"/>
<rect width="750" height="300" fill="url(#glow)"/>
<circle cx="640" cy="150" r="92" fill="#ffd45c" stroke="#fff3c4" stroke-width="10"/>
<circle cx="640" cy="150" r="64" fill="none" stroke="#d99a1e" stroke-width="6" stroke-dasharray="10 8"/>
<text x="640" y="172" font-size="64" font-weight="700" text-anchor="middle" fill="#b8141c" font-family="sans-serif">福</text>
<circle cx="530" cy="60" r="10" fill="#ffe08a" opacity="0.8"/>
<circle cx="500" cy="250" r="6" fill="#ffe08a" opacity="0.7"/>
<text x="48" y="140" font-size="58" font-weight="700" fill="${ink}" font-family="sans-serif">${title}</text>
<text x="50" y="200" font-size="28" fill="#ffffff" opacity="0.92" font-family="sans-serif">${subtitle}</text>
<rect x="50" y="226" width="150" height="40" rx="20" fill="#ffe08a"/>
<text x="125" y="253" font-size="22" font-weight="700" text-anchor="middle" fill="#8a2a00" font-family="sans-serif">立即参与</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Three home banners in the red/gold brand. */
export const demoBanners = [
  {
    id: 1,
    alt: '新春豪礼 首充加赠',
    imageUrl: bannerImage({
      title: '新春豪礼',
      subtitle: '首充即送 88% 彩金',
      from: '#f5474b',
      to: '#a80f16',
    }),
  },
  {
    id: 2,
    alt: '六合彩 今晚开奖',
    imageUrl: bannerImage({
      title: '今晚 20:30 开奖',
      subtitle: '六合彩直播 精彩不停',
      from: '#8a1538',
      to: '#3d0a2a',
    }),
  },
  {
    id: 3,
    alt: 'VIP 晋级礼金',
    imageUrl: bannerImage({
      title: 'VIP 晋级礼金',
      subtitle: '等级越高 福利越多',
      from: '#d97706',
      to: '#8a2a00',
      ink: '#ffffff',
    }),
  },
];
