// The picture of one third-party game on its lobby tile (issue 34: a tile per game, not one per
// category): the slot machines each their own symbol (an ingot, a dragon's pearl, cherries, a
// panda…), the fishing games their own fish, the card games their own card, the live halls their hall's badge, the sports their
// ball or cup. Drawn in a 100×100 box; the tile scales and places it. A game this table does not
// know (another provider's) gets its category's picture.

/** Gold, red and ink used across the symbols. */
const GOLD = '#ffd54f';
const GOLD_DARK = '#f9a825';
const RED = '#d32f2f';
const INK = '#263238';
const WHITE = '#ffffff';

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const outline = ` stroke="${WHITE}" stroke-width="4"`;

/** Slot machines (the electronic category), by the game code's slug. */
const SLOTS: Record<string, string> = {
  // 财神到: a gold ingot (元宝).
  caishen:
    `<path d="M12 52 Q20 78 50 80 Q80 78 88 52 Q70 60 50 60 Q30 60 12 52 Z" fill="${GOLD_DARK}"${outline}/>` +
    `<ellipse cx="50" cy="48" rx="20" ry="14" fill="${GOLD}"${outline}/>`,
  // 金龙献瑞: the dragon's pearl in its flames.
  jinlong:
    `<path d="M50 8 C62 26 84 28 80 56 C78 76 62 90 50 90 C38 90 22 76 20 56 C16 28 38 26 50 8 Z" fill="#ff7043"${outline}/>` +
    circle(50, 58, 20, GOLD, outline) +
    circle(43, 51, 6, WHITE, ' opacity="0.7"'),
  // 福星高照: a star with its rays.
  fuxing: `<path d="M50 10 L61 38 L91 39 L67 58 L76 88 L50 71 L24 88 L33 58 L9 39 L39 38 Z" fill="${GOLD}"${outline}/>`,
  // 招财进宝: a money bag tied with red.
  zhaocai:
    `<path d="M34 30 Q22 50 20 66 Q20 88 50 88 Q80 88 80 66 Q78 50 66 30 Z" fill="${GOLD_DARK}"${outline}/>` +
    `<path d="M34 30 L40 14 L50 22 L60 14 L66 30 Z" fill="${GOLD}"${outline}/>` +
    `<rect x="32" y="28" width="36" height="7" rx="3" fill="${RED}"/>`,
  // 水果狂欢: a pair of cherries.
  fruit:
    `<path d="M32 62 Q40 30 62 14 M68 60 Q64 34 62 14" fill="none" stroke="#2e7d32" stroke-width="5"/>` +
    `<path d="M62 14 Q78 10 84 22 Q70 26 62 14 Z" fill="#66bb6a"/>` +
    circle(32, 68, 17, RED, outline) +
    circle(68, 66, 17, '#c62828', outline),
  // 幸运七: one lucky seven.
  lucky7: `<path d="M24 16 H78 V28 Q56 52 50 88 H34 Q40 54 60 30 H24 Z" fill="${RED}" stroke="${GOLD}" stroke-width="5" stroke-linejoin="round"/>`,
  // 熊猫乐园: a panda's face.
  panda:
    circle(26, 26, 13, INK) +
    circle(74, 26, 13, INK) +
    circle(50, 54, 34, WHITE) +
    `<ellipse cx="37" cy="50" rx="9" ry="11" fill="${INK}" transform="rotate(-20 37 50)"/>` +
    `<ellipse cx="63" cy="50" rx="9" ry="11" fill="${INK}" transform="rotate(20 63 50)"/>` +
    circle(50, 66, 6, INK),
  // 金鸡报喜: the sun rising.
  jinji:
    Array.from({ length: 7 }, (_, i) => {
      const angle = Math.PI + (i * Math.PI) / 6;
      const x = (50 + 44 * Math.cos(angle)).toFixed(1);
      const y = (70 + 44 * Math.sin(angle)).toFixed(1);
      return `<line x1="50" y1="70" x2="${x}" y2="${y}" stroke="${GOLD}" stroke-width="5" stroke-linecap="round"/>`;
    }).join('') +
    `<path d="M22 70 A28 28 0 0 1 78 70 Z" fill="#ff7043"${outline}/>` +
    `<rect x="10" y="72" width="80" height="6" rx="3" fill="${WHITE}"/>`,
  // 发发发: three gold coins in a stack.
  fafafa: [70, 56, 42]
    .map(
      (y) =>
        `<ellipse cx="50" cy="${y}" rx="30" ry="11" fill="${GOLD_DARK}"${outline}/>` +
        `<ellipse cx="50" cy="${y - 3}" rx="22" ry="6" fill="${GOLD}"/>`,
    )
    .join(''),
  // 鸿运当头: a red lantern.
  hongyun:
    `<rect x="44" y="8" width="12" height="10" rx="2" fill="${GOLD}"/>` +
    `<ellipse cx="50" cy="50" rx="32" ry="30" fill="${RED}"${outline}/>` +
    `<path d="M50 20 Q34 50 50 80 M50 20 Q66 50 50 80" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
    `<path d="M44 80 H56 L54 94 H46 Z" fill="${GOLD}"/>`,
  // 五福临门: a plum blossom of five petals.
  wufu:
    Array.from({ length: 5 }, (_, i) => {
      const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return circle(
        Number((50 + 22 * Math.cos(angle)).toFixed(1)),
        Number((52 + 22 * Math.sin(angle)).toFixed(1)),
        17,
        '#f48fb1',
        outline,
      );
    }).join('') + circle(50, 52, 10, GOLD),
  // 锦鲤跃门: a koi leaping.
  jinli:
    `<path d="M16 66 Q36 24 70 30 Q86 34 88 46 Q70 50 58 62 Q40 80 16 66 Z" fill="#ff7043"${outline}/>` +
    `<path d="M16 66 L6 86 L28 76 Z" fill="#ffab40"${outline}/>` +
    circle(48, 44, 6, WHITE) +
    circle(62, 52, 5, WHITE) +
    circle(76, 40, 3.5, INK),
  // 麻将胡了: a mahjong tile, the red dragon.
  majiang:
    `<rect x="24" y="10" width="52" height="76" rx="9" fill="#e0f2f1"${outline}/>` +
    `<rect x="24" y="76" width="52" height="12" rx="6" fill="#26a69a"/>` +
    `<path d="M50 22 V72 M34 36 H66 V54 H34 Z" fill="none" stroke="${RED}" stroke-width="6" stroke-linejoin="round"/>`,
  // 宝石传奇: a cut gem.
  gem:
    `<path d="M26 18 H74 L92 40 L50 90 L8 40 Z" fill="#4fc3f7"${outline}/>` +
    `<path d="M8 40 H92 M26 18 L38 40 L50 90 L62 40 L74 18 M38 40 L50 18 L62 40" fill="none" stroke="#e1f5fe" stroke-width="3"/>`,
  // 醒狮贺岁: a festival drum.
  xingshi:
    `<ellipse cx="50" cy="30" rx="34" ry="12" fill="#fff3e0"${outline}/>` +
    `<path d="M16 30 V70 Q50 86 84 70 V30 Q50 46 16 30 Z" fill="${RED}"${outline}/>` +
    [26, 40, 60, 74].map((x) => circle(x, 58, 3.5, GOLD)).join(''),
  // 黄金城: a golden castle.
  goldcity:
    `<path d="M12 88 V40 H24 V30 H34 V40 H42 V22 H58 V40 H66 V30 H76 V40 H88 V88 Z" fill="${GOLD_DARK}"${outline}/>` +
    `<path d="M42 88 V66 Q50 56 58 66 V88 Z" fill="#6d4c41"/>` +
    `<path d="M50 22 V8 L62 12 L50 16" fill="${RED}"/>`,
};

/** A playing card with `rank` and a suit's colour, tilted by `angle`. */
function card(rank: string, red: boolean, angle = 0): string {
  const colour = red ? RED : INK;
  return (
    `<g transform="rotate(${angle} 50 50)">` +
    `<rect x="26" y="14" width="48" height="70" rx="7" fill="${WHITE}" stroke="${colour}" stroke-width="3"/>` +
    `<text x="50" y="60" font-size="${rank.length > 1 ? 26 : 32}" font-weight="900" fill="${colour}" text-anchor="middle" font-family="Georgia,serif">${rank}</text>` +
    `</g>`
  );
}

/** The card games, by slug. */
const CARDS: Record<string, string> = {
  classic: card('A', false),
  redblack: card('10', false, -14) + card('9', true, 10),
  lucky: card('7', true),
  streak: card('J', false, -18) + card('Q', true, 0) + card('K', false, 18),
  king: card('K', true),
  hilo:
    card('8', false) +
    `<path d="M82 20 L92 34 H72 Z M82 80 L92 66 H72 Z" fill="${GOLD}" stroke="${WHITE}" stroke-width="2"/>`,
};

/** A fish with a `body` and `fin` colour, and something of its own on top. */
function fish(body: string, fin: string, extra = ''): string {
  return (
    `<path d="M10 54 Q38 20 70 54 Q38 88 10 54 Z" fill="${body}"${outline}/>` +
    `<path d="M70 54 L92 36 L92 72 Z" fill="${fin}"${outline}/>` +
    circle(26, 50, 5, INK) +
    extra
  );
}

/** The fishing games, by slug. */
const FISH: Record<string, string> = {
  daren: fish('#ffb74d', '#ff8a65'),
  shenhai: fish(
    '#4fc3f7',
    '#0288d1',
    circle(44, 24, 5, WHITE, ' opacity="0.8"') + circle(56, 14, 3.5, WHITE, ' opacity="0.8"'),
  ),
  likui: fish(
    '#90a4ae',
    '#546e7a',
    `<path d="M30 10 L62 10 L52 24 H40 Z" fill="#8d6e63"${outline}/><rect x="44" y="22" width="5" height="22" fill="#8d6e63"/>`,
  ),
  jinchan: fish(
    GOLD,
    GOLD_DARK,
    circle(46, 54, 9, GOLD_DARK, outline) +
      `<rect x="43" y="51" width="6" height="6" fill="${WHITE}"/>`,
  ),
  haiwang: fish(
    '#26a69a',
    '#00796b',
    `<path d="M46 30 V4 M36 16 V6 M56 16 V6 M36 16 Q46 24 56 16" fill="none" stroke="${GOLD}" stroke-width="4"/>`,
  ),
  longwang: fish(
    '#ef5350',
    '#c62828',
    `<path d="M30 30 L34 14 L42 24 L48 10 L54 24 L62 14 L66 30 Z" fill="${GOLD}"${outline}/>`,
  ),
  meirenyu: fish(
    '#f48fb1',
    '#ec407a',
    circle(44, 40, 4, WHITE) + circle(54, 58, 4, WHITE) + circle(40, 64, 3, WHITE),
  ),
};

/** The live dragon-tiger halls: the category's picture with the hall's badge. */
const HALL_BADGES: Record<string, string> = {
  a: 'A',
  b: 'B',
  c: 'C',
  d: 'D',
  fast: '⚡',
  vip: 'VIP',
  dou: '斗',
};

/** A trophy in `colour` for the leagues and cups. */
function cup(colour: string): string {
  return (
    `<path d="M30 16 H70 V38 Q70 60 50 62 Q30 60 30 38 Z" fill="${colour}"${outline}/>` +
    `<path d="M30 22 Q14 22 18 38 Q22 48 32 48 M70 22 Q86 22 82 38 Q78 48 68 48" fill="none" stroke="${colour}" stroke-width="5"/>` +
    `<rect x="44" y="62" width="12" height="12" fill="${colour}"/>` +
    `<rect x="32" y="74" width="36" height="10" rx="3" fill="${colour}"${outline}/>`
  );
}

/** The sports, by slug. */
const SPORTS: Record<string, string> = {
  football:
    circle(50, 50, 36, WHITE, ` stroke="${INK}" stroke-width="4"`) +
    `<path d="M50 34 L64 44 L59 61 L41 61 L36 44 Z" fill="${INK}"/>`,
  basketball:
    circle(50, 50, 36, '#fb8c00', outline) +
    `<path d="M14 50 H86 M50 14 V86 M24 24 Q40 50 24 76 M76 24 Q60 50 76 76" fill="none" stroke="${INK}" stroke-width="3"/>`,
  tennis:
    circle(50, 50, 34, '#d4e157', outline) +
    `<path d="M22 30 Q44 50 22 70 M78 30 Q56 50 78 70" fill="none" stroke="${WHITE}" stroke-width="4"/>`,
  horse: `<path d="M28 86 V48 Q28 18 50 18 Q72 18 72 48 V86 H58 V50 Q58 34 50 34 Q42 34 42 50 V86 Z" fill="#b0bec5"${outline}/>`,
  racing: Array.from({ length: 16 }, (_, i) => {
    const x = 20 + (i % 4) * 15;
    const y = 20 + Math.floor(i / 4) * 15;
    const fill = (i + Math.floor(i / 4)) % 2 === 0 ? INK : WHITE;
    return `<rect x="${x}" y="${y}" width="15" height="15" fill="${fill}"/>`;
  }).join(''),
  esports:
    `<path d="M18 40 Q18 28 32 28 H68 Q82 28 82 40 L88 66 Q90 78 78 76 L66 64 H34 L22 76 Q10 78 12 66 Z" fill="#7e57c2"${outline}/>` +
    `<path d="M30 40 V54 M23 47 H37" stroke="${WHITE}" stroke-width="4"/>` +
    circle(64, 44, 4, GOLD) +
    circle(72, 52, 4, GOLD),
  epl: cup('#7e57c2'),
  ucl: cup('#b0bec5'),
  csl: cup(RED),
  worldcup: cup(GOLD),
};

/** The slug of a built-in game's code (`sb-{engine}-{slug}`), or '' for another provider's. */
export function slugOf(gameCode: string): string {
  return /^sb-[a-zA-Z]+-([a-z0-9]+)$/.exec(gameCode)?.[1] ?? '';
}

/**
 * The game's own picture in a 100×100 box, or undefined when it has none of its own (its
 * category's picture is drawn then). Live halls answer their badge through {@link hallBadge}.
 */
export function gameEmblem(category: string, slug: string): string | undefined {
  const table: Record<string, Record<string, string>> = {
    electronic: SLOTS,
    fish: FISH,
    card: CARDS,
    sport: SPORTS,
  };
  return table[category]?.[slug];
}

/** The badge of a live hall (A, B, VIP…), drawn on the category's picture; undefined for none. */
export function hallBadge(category: string, slug: string): string | undefined {
  return category === 'live' ? HALL_BADGES[slug] : undefined;
}
