// Gallery posters and promotion/ad pictures drawn by the server (DESIGN.md §4: nothing is fetched
// from outside). A poster shows its group's name, the game, the turn and the turn's numbers;
// black-and-white groups (type 2) are drawn in greys. Pure functions returning SVG text.
import { ballLabel, markSixColour } from '@jinli/domain';
import { escapeXml } from '../images/svg';

const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

/** Full poster and thumbnail sizes (3:4). */
export const POSTER_SIZE = { width: 600, height: 800 } as const;
export const THUMB_SIZE = { width: 240, height: 320 } as const;

export interface PosterDesign {
  name: string;
  gameName: string;
  turnNum: string;
  numbers: readonly number[];
  /** 1 coloured, 2 black-and-white. */
  groupType: number;
  /** Hue 0-359 of the coloured design. */
  hue: number;
}

const BALL_FILL = { red: '#e5393b', blue: '#1e6fd9', green: '#1f9d55' } as const;

function ballFill(n: number, colored: boolean): string {
  if (!colored) return '#333333';
  return BALL_FILL[markSixColour(n) ?? 'red'];
}

/** The SVG of a poster; `thumb` draws the small list version (same picture, smaller canvas). */
export function posterSvg(design: PosterDesign, thumb = false): string {
  const { width, height } = thumb ? THUMB_SIZE : POSTER_SIZE;
  const colored = design.groupType !== 2;
  const from = colored ? `hsl(${design.hue},70%,45%)` : '#f4f4f4';
  const to = colored ? `hsl(${(design.hue + 40) % 360},75%,30%)` : '#cfcfcf';
  const ink = colored ? '#ffffff' : '#111111';
  const name = escapeXml(design.name);
  const balls = design.numbers.slice(0, 7);
  const ballRow = balls
    .map((n, i) => {
      const cx = 66 + i * 78;
      return (
        `<circle cx="${cx}" cy="560" r="32" fill="${ballFill(n, colored)}" stroke="${colored ? '#ffffff' : '#111111'}" stroke-width="4"/>` +
        `<text x="${cx}" y="572" font-family="${FONT}" font-size="32" font-weight="700" text-anchor="middle" fill="#ffffff">${ballLabel(n)}</text>`
      );
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${POSTER_SIZE.width} ${POSTER_SIZE.height}" role="img" aria-label="${name} 第${escapeXml(design.turnNum)}期">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="600" height="800" fill="url(#bg)"/>`,
    `<rect x="24" y="24" width="552" height="752" rx="18" fill="none" stroke="${ink}" stroke-opacity="0.6" stroke-width="4"/>`,
    `<text x="300" y="150" font-family="${FONT}" font-size="72" font-weight="800" text-anchor="middle" fill="${ink}">${name}</text>`,
    `<text x="300" y="230" font-family="${FONT}" font-size="34" text-anchor="middle" fill="${ink}" fill-opacity="0.85">${escapeXml(design.gameName)}</text>`,
    `<text x="300" y="360" font-family="${FONT}" font-size="56" font-weight="700" text-anchor="middle" fill="${ink}">第 ${escapeXml(design.turnNum)} 期</text>`,
    `<line x1="80" y1="440" x2="520" y2="440" stroke="${ink}" stroke-opacity="0.5" stroke-width="2"/>`,
    `<text x="300" y="500" font-family="${FONT}" font-size="30" text-anchor="middle" fill="${ink}">本期推荐</text>`,
    ballRow,
    `<text x="300" y="720" font-family="${FONT}" font-size="26" text-anchor="middle" fill="${ink}" fill-opacity="0.7">锦鲤图库 · 仅供参考</text>`,
    '</svg>',
  ].join('');
}

/** A flat picture with a title and a subtitle (promotion covers, ads, template icons). */
export interface CardPictureDesign {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  width: number;
  height: number;
}

export function cardPictureSvg(design: CardPictureDesign): string {
  const { width, height } = design;
  const title = escapeXml(design.title);
  const big = Math.round(
    Math.min(height * 0.28, (width * 0.85) / Math.max(design.title.length, 1)),
  );
  const small = Math.round(big * 0.5);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${width * 0.88}" cy="${height * 0.1}" r="${height * 0.5}" fill="#ffffff" fill-opacity="0.1"/>`,
    `<text x="${width / 2}" y="${height * 0.5}" font-family="${FONT}" font-size="${big}" font-weight="800" text-anchor="middle" fill="#ffffff">${title}</text>`,
    `<text x="${width / 2}" y="${height * 0.5 + small * 1.8}" font-family="${FONT}" font-size="${small}" text-anchor="middle" fill="#ffffff" fill-opacity="0.9">${escapeXml(design.subtitle)}</text>`,
    '</svg>',
  ].join('');
}
