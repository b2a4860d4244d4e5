// Illustrated artwork for banners, promotion covers and ads (issue 18: not text on a gradient). A
// picture is layered: the gradient, what the brand's style lays behind the motif (rays and a glow,
// a halftone, stripes and a badge, …), the motif (a lottery machine, koi and coins, a crown,
// lanterns, …), then a headline, a sub-line and a call to action, and the style's frame
// (artStyles.ts: the picture's subject is here, the brand's way of drawing it there). Pure
// functions returning SVG text, a few KiB each; the motifs are drawn in a 300 × 260 box and placed
// by the layout (wide banner or tall modal).
import {
  type ArtFrame,
  type ArtStyle,
  sparkle,
  styleBackdrop,
  styleCta,
  styleDefs,
  styleFrame,
  styleMotif,
  styleSubtitleFill,
  styleTitle,
  textEm,
} from './artStyles';
import { escapeXml } from './xml';

export { textEm } from './artStyles';

/** Font stack with the common Chinese system fonts first, set once on the root (texts inherit it). */
const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

/** What a picture shows beside its text. */
export type ArtMotif =
  'koi' | 'live' | 'vip' | 'gallery' | 'coins' | 'lantern' | 'chat' | 'app' | 'balls';

/** Every motif, for tests and for picking one by a hash. */
export const ART_MOTIFS: readonly ArtMotif[] = [
  'koi',
  'live',
  'vip',
  'gallery',
  'coins',
  'lantern',
  'chat',
  'app',
  'balls',
];

export interface ArtDesign {
  title: string;
  subtitle: string;
  /** Text of the call-to-action pill; none when empty. */
  cta: string;
  motif: ArtMotif;
  /** Background gradient, top left to bottom right (CSS colours). */
  from: string;
  to: string;
  /** The pill's and the highlights' colour. */
  accent: string;
  /**
   * The colour of the motifs' own details that are red by default (a koi's spots, a lantern, a red
   * packet): a brand that is not red gives its own (no red art in a blue or green brand).
   */
  detail?: string;
  /** Text colour on the pill. Default a dark brown that reads on gold. */
  accentInk?: string;
  /** The brand's way of drawing (artStyles.ts); default glow. */
  style?: ArtStyle;
  width: number;
  height: number;
}

/** A palette per motif, so pictures without their own colours still look made for their subject. */
export const MOTIF_PALETTES: Readonly<
  Record<ArtMotif, { from: string; to: string; accent: string }>
> = {
  koi: { from: '#e23a36', to: '#8e0f1c', accent: '#ffd36b' },
  live: { from: '#2a1a6e', to: '#0b1f4d', accent: '#ffcf4a' },
  vip: { from: '#3b2166', to: '#120a24', accent: '#f3c969' },
  gallery: { from: '#0f7c74', to: '#0b3f57', accent: '#ffe08a' },
  coins: { from: '#d8262f', to: '#7d0b18', accent: '#ffd24d' },
  lantern: { from: '#b3122b', to: '#4d0614', accent: '#ffcc66' },
  chat: { from: '#1c6fd8', to: '#0a3a84', accent: '#ffd166' },
  app: { from: '#17233f', to: '#0a0f1f', accent: '#38d39f' },
  balls: { from: '#0e7a4a', to: '#063a26', accent: '#ffe27a' },
};

/** Mark Six ball colours (and the coins' gold) with a light spot, by the ids ball() and coin() use. */
const BALL_DEFS: readonly (readonly [string, string])[] = (
  [
    ['r', '#ff6b6b', '#c81e25'],
    ['b', '#6aa8ff', '#1552b8'],
    ['g', '#5fd08f', '#137a43'],
    ['y', '#fff1b0', '#e3a514'],
  ] as const
).map(([id, light, dark]) => [
  id,
  `<radialGradient id="${id}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
]);

/** The ball gradients `drawing` refers to (a picture carries only what it paints). */
function ballDefs(drawing: string): string {
  return BALL_DEFS.filter(([id]) => drawing.includes(`url(#${id})`))
    .map(([, def]) => def)
    .join('');
}

function ball(cx: number, cy: number, r: number, fill: 'r' | 'b' | 'g' | 'y', n?: number): string {
  const label =
    n === undefined
      ? ''
      : `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#fff"/><text x="${cx}" y="${cy + r * 0.22}" font-size="${Math.round(r * 0.62)}" font-weight="700" text-anchor="middle" fill="#222">${n}</text>`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${fill})"/>${label}`;
}

/** A gold coin with the square hole of a Chinese cash coin. */
function coin(cx: number, cy: number, r: number): string {
  const h = r * 0.28;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#y)" stroke="#b07a0c" stroke-width="${r * 0.08}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="#b07a0c" stroke-opacity=".6" stroke-width="${r * 0.05}"/>` +
    `<rect x="${cx - h}" y="${cy - h}" width="${h * 2}" height="${h * 2}" fill="#b07a0c" fill-opacity=".75"/>`
  );
}

/** A koi (head left) in a 100 × 60 box, turned and scaled. */
function koi(x: number, y: number, scale: number, angle: number, body: string, spot: string) {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">` +
    `<path d="M2 32C10 14 34 8 54 16c8 3 14 8 18 12l18-12-6 18 8 18-20-10c-6 8-20 14-34 12C20 52 6 44 2 32z" fill="${body}"/>` +
    `<path d="M30 14c6-10 18-12 26-8-6 2-11 6-14 10zM34 48c-2 8-8 12-14 12 4-4 5-8 6-12z" fill="${body}" fill-opacity=".85"/>` +
    `<path d="M40 20c8 3 10 16 2 22" stroke="${spot}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="14" cy="28" r="3" fill="#1b1b1b"/></g>`
  );
}

/** A lantern (red by default) with its gold caps and tassel, hanging from y = 0. */
function lantern(x: number, y: number, s: number, body: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    '<path d="M0-40V0" stroke="#ffcc66" stroke-width="2"/>' +
    '<rect x="-12" y="0" width="24" height="8" rx="2" fill="#f0b53c"/>' +
    `<ellipse cx="0" cy="34" rx="34" ry="28" fill="${body}"/>` +
    '<path d="M-14 8c-8 14-8 38 0 52M14 8c8 14 8 38 0 52M0 6v56" stroke="#000" stroke-opacity=".3" stroke-width="2" fill="none"/>' +
    '<rect x="-12" y="60" width="24" height="8" rx="2" fill="#f0b53c"/>' +
    '<path d="M-4 68v22M0 68v26M4 68v22" stroke="#ffcc66" stroke-width="2"/>' +
    '<text x="0" y="42" font-size="22" font-weight="700" text-anchor="middle" fill="#ffd36b">福</text></g>'
  );
}

/** The red of the motifs' details when the design gives no colour of its own. */
export const DEFAULT_DETAIL = '#e23a36';

/** The motifs, each in a 300 × 260 box, with the highlights' and the details' colours. */
const MOTIFS: Readonly<Record<ArtMotif, (accent: string, detail: string) => string>> = {
  koi: (accent, detail) =>
    coin(150, 130, 52) +
    koi(40, 40, 1.2, 18, '#ffffff', detail) +
    koi(262, 226, 1.2, 198, accent, detail) +
    '<circle cx="60" cy="190" r="7" fill="#fff" fill-opacity=".35"/><circle cx="78" cy="214" r="4" fill="#fff" fill-opacity=".3"/><circle cx="250" cy="50" r="6" fill="#fff" fill-opacity=".3"/>',
  live: (accent) =>
    // A lottery machine: a glass drum of balls on a stand, a ball rolling out, the LIVE badge.
    '<rect x="112" y="200" width="76" height="14" rx="4" fill="#fff" fill-opacity=".85"/>' +
    '<path d="M96 250l24-38h60l24 38z" fill="#fff" fill-opacity=".9"/>' +
    '<circle cx="150" cy="120" r="86" fill="#fff" fill-opacity=".14" stroke="#fff" stroke-opacity=".8" stroke-width="4"/>' +
    ball(112, 150, 20, 'r', 8) +
    ball(160, 160, 20, 'b', 23) +
    ball(196, 128, 18, 'g', 36) +
    ball(128, 104, 18, 'g', 11) +
    ball(170, 90, 17, 'r', 45) +
    ball(106, 190, 14, 'b') +
    ball(190, 184, 14, 'r') +
    '<path d="M96 68a80 80 0 0 1 40-30" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" stroke-opacity=".7"/>' +
    ball(262, 222, 24, 'y', 7) +
    `<rect x="212" y="20" width="80" height="32" rx="16" fill="#e5262e"/><circle cx="232" cy="36" r="6" fill="#fff"/><text x="264" y="43" font-family="Arial,sans-serif" font-size="18" font-weight="800" text-anchor="middle" fill="#fff">LIVE</text>` +
    sparkle(44, 60, 12, accent),
  vip: (accent) =>
    // A crown over a cut gem, with a laurel of dots.
    `<path d="M60 120l30 70h120l30-70-55 38-35-68-35 68z" fill="${accent}" stroke="#8a5a0c" stroke-width="4" stroke-linejoin="round"/>` +
    '<rect x="88" y="190" width="124" height="20" rx="4" fill="#d99a1e"/>' +
    `<circle cx="60" cy="116" r="10" fill="${accent}"/><circle cx="240" cy="116" r="10" fill="${accent}"/><circle cx="150" cy="48" r="11" fill="${accent}"/>` +
    '<path d="M150 214l-26 22 26 22 26-22z" fill="#7fe3ff" stroke="#fff" stroke-width="3"/>' +
    '<path d="M124 236h52M150 214v44" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>' +
    '<text x="150" y="178" font-family="Georgia,serif" font-size="34" font-weight="700" text-anchor="middle" fill="#6b3a00">VIP</text>' +
    sparkle(40, 60, 14, '#fff') +
    sparkle(262, 60, 10, accent),
  gallery: (accent) =>
    // A fan of posters, the front one with a row of balls, and a magnifier.
    '<rect x="40" y="40" width="130" height="170" rx="10" fill="#fff" fill-opacity=".35" transform="rotate(-12 105 125)"/>' +
    '<rect x="130" y="36" width="130" height="170" rx="10" fill="#fff" fill-opacity=".45" transform="rotate(10 195 121)"/>' +
    '<rect x="84" y="44" width="132" height="176" rx="10" fill="#fff"/>' +
    `<rect x="84" y="44" width="132" height="40" rx="10" fill="${accent}"/><rect x="84" y="70" width="132" height="14" fill="${accent}"/>` +
    '<rect x="100" y="98" width="100" height="10" rx="5" fill="#d6dde3"/><rect x="100" y="116" width="70" height="10" rx="5" fill="#e3e8ec"/>' +
    ball(108, 150, 12, 'r') +
    ball(136, 150, 12, 'b') +
    ball(164, 150, 12, 'g') +
    ball(192, 150, 12, 'r') +
    '<rect x="100" y="176" width="100" height="10" rx="5" fill="#e3e8ec"/>' +
    '<circle cx="230" cy="196" r="30" fill="#fff" fill-opacity=".25" stroke="#fff" stroke-width="8"/><path d="M252 218l26 26" stroke="#fff" stroke-width="12" stroke-linecap="round"/>',
  coins: (accent, detail) =>
    // A red packet (the details' colour) with gold coins spilling out and stacks beside it.
    `<rect x="92" y="60" width="116" height="160" rx="14" fill="${detail}" stroke="#ffd36b" stroke-width="3"/>` +
    '<path d="M92 92q58 44 116 0v-18q0-14-14-14h-88q-14 0-14 14z" fill="#000" fill-opacity=".18"/>' +
    coin(150, 112, 22) +
    `<text x="150" y="190" font-size="34" font-weight="700" text-anchor="middle" fill="#ffd36b">福</text>` +
    coin(52, 214, 26) +
    coin(52, 190, 26) +
    coin(52, 166, 26) +
    coin(246, 220, 24) +
    coin(246, 198, 24) +
    coin(230, 56, 18) +
    coin(262, 104, 13) +
    sparkle(70, 60, 12, accent) +
    sparkle(270, 150, 9, '#fff'),
  lantern: (accent, detail) =>
    lantern(80, 40, 1.1, detail) +
    lantern(220, 20, 1.3, detail) +
    // Fireworks: dashes around two centres.
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map(
        (a) =>
          `<path d="M150 70l0-26" transform="rotate(${a} 150 70)" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`,
      )
      .join('') +
    [0, 60, 120, 180, 240, 300]
      .map(
        (a) =>
          `<path d="M150 190l0-18" transform="rotate(${a} 150 190)" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-opacity=".8"/>`,
      )
      .join('') +
    sparkle(150, 70, 8, '#fff'),
  chat: (accent) =>
    '<rect x="30" y="40" width="170" height="100" rx="24" fill="#fff"/><path d="M64 136l-14 34 40-30z" fill="#fff"/>' +
    '<circle cx="80" cy="90" r="9" fill="#1c6fd8"/><circle cx="115" cy="90" r="9" fill="#1c6fd8"/><circle cx="150" cy="90" r="9" fill="#1c6fd8"/>' +
    `<rect x="120" y="130" width="150" height="86" rx="22" fill="${accent}"/><path d="M236 212l16 30-40-28z" fill="${accent}"/>` +
    ball(166, 173, 14, 'r') +
    ball(196, 173, 14, 'g') +
    ball(226, 173, 14, 'b') +
    sparkle(262, 52, 12, accent),
  app: (accent) =>
    // A phone showing the app with a download arrow.
    '<rect x="96" y="20" width="116" height="224" rx="20" fill="#fff"/><rect x="104" y="40" width="100" height="184" rx="8" fill="#e9eef5"/>' +
    `<rect x="104" y="40" width="100" height="40" rx="8" fill="${accent}"/>` +
    ball(126, 110, 12, 'r') +
    ball(154, 110, 12, 'b') +
    ball(182, 110, 12, 'g') +
    '<rect x="114" y="136" width="80" height="10" rx="5" fill="#c8d1dc"/><rect x="114" y="154" width="56" height="10" rx="5" fill="#c8d1dc"/>' +
    `<circle cx="238" cy="196" r="34" fill="${accent}"/><path d="M238 176v34M224 198l14 14 14-14" stroke="#0a0f1f" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  balls: (accent) =>
    ball(70, 150, 40, 'r', 8) +
    ball(150, 110, 48, 'g', 16) +
    ball(232, 160, 40, 'b', 26) +
    ball(120, 214, 26, 'y', 6) +
    ball(200, 224, 22, 'r', 9) +
    sparkle(40, 60, 12, accent) +
    sparkle(262, 70, 9, '#fff'),
};

/** The SVG text of an illustrated picture. Landscape sizes put the text left and the motif right; a
 * portrait one (the AD11 modal) the motif above the text. */
export function artSvg(design: ArtDesign): string {
  const { width, height } = design;
  const ink = design.accentInk ?? '#4a2200';
  const label = escapeXml(design.title);
  const portrait = height > width;
  // Motif box (300 × 260) scale and place.
  const scale = portrait
    ? (width * 0.78) / 300
    : Math.min((height * 0.86) / 260, (width * 0.45) / 300);
  const boxW = 300 * scale;
  const boxH = 260 * scale;
  const mx = portrait ? (width - boxW) / 2 : width - boxW - width * 0.03;
  const my = portrait ? height * 0.08 : (height - boxH) / 2;
  const cx = Math.round(mx + boxW / 2);
  const cy = Math.round(my + boxH / 2);

  const style = design.style ?? 'glow';
  const frame: ArtFrame = {
    width,
    height,
    cx,
    cy,
    boxH,
    to: design.to,
    accent: design.accent,
    ink,
  };
  const motif = MOTIFS[design.motif](design.accent, design.detail ?? DEFAULT_DETAIL);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}" font-family="${FONT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient>`,
    `${styleDefs(style, frame)}${ballDefs(motif)}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    styleBackdrop(style, frame),
    styleMotif(
      style,
      `<g transform="translate(${Math.round(mx)} ${Math.round(my)}) scale(${scale.toFixed(3)})">${motif}</g>`,
    ),
  ];
  const subtitleFill = styleSubtitleFill(style, frame);

  if (portrait) {
    const textTop = my + boxH + height * 0.06;
    const big = Math.round(
      Math.min(width * 0.11, (width * 0.86) / Math.max(textEm(design.title), 1)),
    );
    const small = Math.round(big * 0.48);
    parts.push(
      styleTitle(
        style,
        frame,
        `x="${width / 2}" y="${Math.round(textTop + big)}" font-size="${big}" text-anchor="middle"`,
        big,
        label,
      ),
      `<text x="${width / 2}" y="${Math.round(textTop + big + small * 2)}" font-size="${small}" text-anchor="middle" fill="${subtitleFill}" fill-opacity=".9">${escapeXml(design.subtitle)}</text>`,
    );
    if (design.cta) {
      const at = { x: width / 2, y: Math.round(textTop + big + small * 3.4), size: small };
      parts.push(styleCta(style, frame, { ...at, anchor: 'middle' }, design.cta));
    }
  } else {
    const left = Math.round(width * 0.06);
    const textWidth = mx - left - width * 0.02;
    const big = Math.round(Math.min(height * 0.19, textWidth / Math.max(textEm(design.title), 1)));
    const small = Math.round(Math.min(big * 0.5, textWidth / Math.max(textEm(design.subtitle), 1)));
    const block = big + small * 1.7 + (design.cta ? small * 3.4 : 0);
    const top = (height - block) / 2 - height * 0.02;
    parts.push(
      styleTitle(
        style,
        frame,
        `x="${left}" y="${Math.round(top + big * 0.9)}" font-size="${big}"`,
        big,
        label,
      ),
      `<text x="${left}" y="${Math.round(top + big + small * 1.4)}" font-size="${small}" fill="${subtitleFill}" fill-opacity=".92">${escapeXml(design.subtitle)}</text>`,
    );
    if (design.cta) {
      const at = { x: left, y: Math.round(top + big + small * 2.3), size: Math.round(small * 0.9) };
      parts.push(styleCta(style, frame, { ...at, anchor: 'start' }, design.cta));
    }
  }
  parts.push(styleFrame(style, frame));
  parts.push('</svg>');
  return parts.join('');
}

/** The motif that fits a title, by its words; `fallback` when none does. */
export function motifFor(title: string, fallback: ArtMotif = 'koi'): ArtMotif {
  const rules: [RegExp, ArtMotif][] = [
    [/直播|开奖|回放/, 'live'],
    [/VIP|晋级|特权|尊享/i, 'vip'],
    [/图库|资料/, 'gallery'],
    [/充|彩金|返水|体验金|加奖|红包|礼/, 'coins'],
    [/周年|庆|节/, 'lantern'],
    [/聊天|交流|群/, 'chat'],
    [/App|下载/i, 'app'],
    [/六合|彩|号码/, 'balls'],
  ];
  return rules.find(([pattern]) => pattern.test(title))?.[1] ?? fallback;
}
