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

/** Lines of the sheet's verse (玄机诗), four picked per turn. */
const VERSES = [
  '金鸡报晓迎春来',
  '龙腾虎跃好运到',
  '红波一出定乾坤',
  '蓝绿相逢半路中',
  '东边日出西边雨',
  '三六九中藏玄机',
  '马到成功喜临门',
  '单双大小细细看',
  '尾数逢七必有因',
  '家禽野兽各一半',
  '风调雨顺五谷丰',
  '一点灵犀在心中',
];

/** A number from the text: the same turn prints the same sheet. */
function seedOf(text: string): number {
  let seed = 7;
  for (const char of text) seed = (seed * 31 + char.charCodeAt(0)) % 100_003;
  return seed;
}

/**
 * The SVG of a poster, drawn as a printed prediction sheet: paper, the group's name in large
 * print, the game and the turn in a ruled box, the sheet's verse, all 49 numbers in a dense table
 * with the turn's seven ringed, the recommended row, and the printer's seal. Black-and-white
 * groups (type 2) print in black ink only. `thumb` draws the small list version: the same sheet
 * on a smaller canvas, its number table as print marks.
 */
export function posterSvg(design: PosterDesign, thumb = false): string {
  const { width, height } = thumb ? THUMB_SIZE : POSTER_SIZE;
  const colored = design.groupType !== 2;
  const paper = colored ? '#fbf5e6' : '#f6f6f2';
  // The group's ink: a dark shade of its hue, or black.
  const ink = colored ? `hsl(${design.hue},70%,28%)` : '#111111';
  const red = colored ? '#c62828' : '#111111';
  const name = escapeXml(design.name);
  // The name in the largest print that leaves the seal its corner (about 400 of the 600 units).
  const nameSize = Math.min(84, Math.floor(400 / Math.max([...design.name].length, 1)));
  const balls = design.numbers.slice(0, 7);
  const picked = new Set(balls);
  const seed = seedOf(`${design.name}${design.turnNum}`);
  const verse = [0, 1, 2, 3].map((i) => VERSES[(seed + i * 5) % VERSES.length]!);

  const table = Array.from({ length: 49 }, (_, index) => {
    const n = index + 1;
    const x = 74 + (index % 7) * 75;
    const y = 488 + Math.floor(index / 7) * 28;
    const ring = picked.has(n)
      ? `<ellipse cx="${x}" cy="${y - 7}" rx="20" ry="14" fill="none" stroke="${red}" stroke-width="3"/>`
      : '';
    const fill = picked.has(n) ? red : ink;
    // The list's picture shows the table as print (its digits would be under 4 px there): 49
    // text runs were most of what a browser lays out for a thumbnail, and they held back the
    // gallery's first card.
    const cell = thumb
      ? `<rect x="${x - 13}" y="${y - 12}" width="26" height="9" fill="${fill}" fill-opacity="0.75"/>`
      : `<text x="${x}" y="${y}" font-size="21" text-anchor="middle" fill="${fill}">${ballLabel(n)}</text>`;
    return ring + cell;
  }).join('');
  const ballRow = balls
    .map((n, i) => {
      const cx = 84 + i * 72;
      return (
        `<circle cx="${cx}" cy="730" r="25" fill="${ballFill(n, colored)}"/>` +
        `<text x="${cx}" y="740" font-size="27" font-weight="700" text-anchor="middle" fill="#ffffff">${ballLabel(n)}</text>`
      );
    })
    .join('');
  return [
    // The font once, on the root: every text inherits it.
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${POSTER_SIZE.width} ${POSTER_SIZE.height}" font-family="${FONT}" role="img" aria-label="${name} 第${escapeXml(design.turnNum)}期">`,
    `<rect width="600" height="800" fill="${paper}"/>`,
    // The printed frame: a heavy rule and a hairline inside it.
    `<rect x="16" y="16" width="568" height="768" fill="none" stroke="${ink}" stroke-width="6"/>`,
    `<rect x="26" y="26" width="548" height="748" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
    `<text x="244" y="128" font-size="${nameSize}" font-weight="900" text-anchor="middle" fill="${red}">${name}</text>`,
    `<rect x="56" y="156" width="488" height="56" fill="none" stroke="${ink}" stroke-width="2"/>`,
    `<line x1="300" y1="156" x2="300" y2="212" stroke="${ink}" stroke-width="2"/>`,
    `<text x="178" y="194" font-size="28" text-anchor="middle" fill="${ink}">${escapeXml(design.gameName)}</text>`,
    `<text x="422" y="194" font-size="28" font-weight="700" text-anchor="middle" fill="${ink}">第 ${escapeXml(design.turnNum)} 期</text>`,
    `<text x="300" y="258" font-size="22" text-anchor="middle" fill="${ink}">— 玄机诗 —</text>`,
    ...verse.map(
      (line, i) =>
        `<text x="300" y="${300 + i * 38}" font-size="30" text-anchor="middle" fill="${ink}" letter-spacing="4">${line}</text>`,
    ),
    `<line x1="56" y1="458" x2="544" y2="458" stroke="${ink}" stroke-width="2" stroke-dasharray="6 4"/>`,
    table,
    `<line x1="56" y1="672" x2="544" y2="672" stroke="${ink}" stroke-width="2"/>`,
    `<text x="300" y="696" font-size="18" text-anchor="middle" fill="${ink}">— 本期推荐 —</text>`,
    ballRow,
    // The printer's seal, stamped at a slant over the corner.
    `<g transform="rotate(-12 500 110)" opacity="0.85"><rect x="456" y="66" width="88" height="88" rx="8" fill="none" stroke="${red}" stroke-width="5"/>` +
      `<text x="500" y="104" font-size="26" font-weight="900" text-anchor="middle" fill="${red}">锦鲤</text>` +
      `<text x="500" y="136" font-size="26" font-weight="900" text-anchor="middle" fill="${red}">图库</text></g>`,
    `<text x="300" y="774" font-size="15" text-anchor="middle" fill="${ink}" fill-opacity="0.8">锦鲤图库 · 仅供参考</text>`,
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
