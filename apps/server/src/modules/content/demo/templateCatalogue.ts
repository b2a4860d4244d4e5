// Game 110's template cards, every card of spec §2, in the order the seed writes them (the lists
// show them in that order; the other games take a selection, templatesDemo.ts). A turn-based card
// is one row: its code, name, play, slots and what differs from the defaults (turnCard); the cards
// of fixed content are templateStaticCards.ts's.
import { type DemoCard, type DemoSlot, TEMPLATE_PLAY_CATES } from './templateShapes';
import { MB21_RECOMMENDED, MB24_NEWS, MB25_RANKING, TYMB_GENERAL } from './templateStaticCards';

const [yx, m1, m3, m5, m8, m10, pt] = TEMPLATE_PLAY_CATES;

/** A turn-based card: six past turns and a subtitle of its slots unless `extra` says otherwise. */
function turnCard(
  code: string,
  name: string,
  playCateName: string,
  slots: DemoSlot[],
  extra: Partial<DemoCard> = {},
): DemoCard {
  return {
    code,
    name,
    playCateName,
    note1: `${name} · 每期更新`,
    note2: '仅供参考，理性购彩',
    subName: slots.map((s) => s.label).join(' · '),
    turnCount: 6,
    slots,
    ...extra,
  };
}

/** Templates of game 110: every card. */
export const CARDS_110: readonly DemoCard[] = [
  turnCard(
    'mb01',
    '精准六肖',
    yx,
    [
      { label: '六肖', columns: ['zodiac:6'] },
      { label: '一肖', columns: ['zodiac:1'], activeCover: true },
    ],
    { hasPoll: true, turnCount: 10 },
  ),
  turnCard('mb01A', '一肖中特', yx, [{ label: '一肖', columns: ['zodiac:1'] }], {
    hasPoll: true,
  }),
  turnCard(
    'mb03',
    '三肖六码',
    m3,
    [
      { label: '三肖', columns: ['zodiac:3'] },
      { label: '六码', columns: ['number:6'], requireLogin: true },
    ],
    { hasPoll: true },
  ),
  turnCard(
    'mb04',
    '五肖十码',
    m10,
    [
      { label: '五肖', columns: ['zodiac:5'] },
      { label: '十码', columns: ['number:10'], requireRecharge: true },
    ],
    { hasPoll: true },
  ),
  turnCard('mb05', '特码三头', m3, [{ label: '三头', columns: ['head:3'] }], {
    hasPoll: true,
  }),
  turnCard('mb06', '绝杀五尾', m5, [{ label: '五尾', columns: ['tail:5'] }], {
    hasPoll: true,
  }),
  turnCard(
    'mb07',
    '单双大小',
    yx,
    [
      { label: '单双', columns: ['parity'] },
      { label: '大小', columns: ['size'] },
    ],
    { hasPoll: true },
  ),
  turnCard('mb09', '琴棋书画', yx, [{ label: '琴棋书画', columns: ['tags:MB09:2'] }], {
    turnCount: 12,
  }),
  turnCard('mb10', '男女生肖', yx, [{ label: '男女', columns: ['tags:MB10:1'] }], {
    turnCount: 12,
  }),
  turnCard('mb11', '春夏秋冬', yx, [{ label: '四季', columns: ['tags:MB11:2'] }], {
    turnCount: 12,
  }),
  turnCard('mb12', '精选特码', m10, [
    { label: '一码', columns: ['number:1'] },
    { label: '三码', columns: ['number:3'] },
    { label: '五码', columns: ['number:5'] },
    { label: '八码', columns: ['number:8'] },
    { label: '十码', columns: ['number:10'] },
    { label: '十二码', columns: ['number:12'] },
  ]),
  turnCard('mb13', '九肖中特', yx, [{ label: '九肖', columns: ['zodiac:9'] }], {
    documents: ['九肖中特资料', '九肖中特往期'],
  }),
  turnCard('mb14', '平特一肖', pt, [
    { label: '平特一肖', columns: ['pingte:1'] },
    { label: '平特二肖', columns: ['pingte:2'] },
  ]),
  turnCard('mb15', '波色推荐', m5, [{ label: '双波', columns: ['colour:2'] }]),
  turnCard(
    'mb16',
    '合数大小',
    m5,
    Array.from({ length: 1 }, () => ({ label: '合数', columns: ['sumsize'] })),
    {
      turnCount: 12,
    },
  ),
  turnCard('mb17', '七肖中特', yx, [{ label: '七肖', columns: ['zodiac:7'] }], {
    documents: ['七肖中特资料'],
  }),
  turnCard('mb18', '四肖八码', m8, [
    { label: '四肖', columns: ['zodiac:4'] },
    { label: '八码', columns: ['number:8'] },
  ]),
  turnCard('mb19', '一头中特', m1, [{ label: '一头', columns: ['head:1'] }]),
  turnCard('mb20', '特码尾数', m3, [
    { label: '三尾', columns: ['tail:3'] },
    { label: '四尾', columns: ['tail:4'] },
  ]),
  MB21_RECOMMENDED,
  turnCard('mb22', '特码精选', m5, [
    { label: '⑤码', columns: ['number:5'] },
    { label: '③码', columns: ['number:3'] },
  ]),
  turnCard(
    'mb23',
    '综合资料表',
    m8,
    [{ label: '综合', columns: ['zodiac:3', 'number:6', 'colour:1'] }],
    { documents: ['综合资料表', '综合资料表·往期'] },
  ),
  MB24_NEWS,
  MB25_RANKING,
  turnCard('mb26', '三期必出', m3, [{ label: '三肖', columns: ['zodiac:3', 'number:3'] }], {
    documents: ['三期必出资料'],
  }),
  turnCard('mb27', '六肖中特表', yx, [{ label: '六肖', columns: ['zodiac:6', 'colour:1'] }], {
    documents: ['六肖中特表'],
  }),
  turnCard('mb28', '尾数表', m5, [{ label: '尾数', columns: ['tail:3', 'tail:5'] }], {
    documents: ['尾数表'],
  }),
  turnCard('mb29', '头数表', m3, [{ label: '头数', columns: ['head:2', 'head:3'] }], {
    documents: ['头数表'],
  }),
  turnCard('mb30', '波色表', m5, [{ label: '波色', columns: ['colour:1', 'colour:2'] }], {
    documents: ['波色表'],
  }),
  turnCard('mb31', '单双表', m1, [{ label: '单双', columns: ['parity', 'size'] }], {
    documents: ['单双表'],
  }),
  turnCard('mb32', '大小表', m1, [{ label: '大小', columns: ['size', 'parity'] }], {
    documents: ['大小表'],
  }),
  turnCard('mb33', '八码中特表', m8, [{ label: '八码', columns: ['number:8', 'zodiac:2'] }], {
    documents: ['八码中特表'],
  }),
  turnCard('mb34', '十码中特表', m10, [{ label: '十码', columns: ['number:10', 'zodiac:4'] }], {
    documents: ['十码中特表'],
  }),
  turnCard('mb35', '平特表', pt, [{ label: '平特', columns: ['pingte:2', 'pingte:3'] }], {
    documents: ['平特表'],
  }),
  turnCard(
    'mb36',
    '一码中特表',
    m1,
    [{ label: '一码', columns: ['number:1', 'zodiac:1', 'colour:1'] }],
    {
      documents: ['一码中特表'],
    },
  ),
  turnCard('mb37', 'VIP内部资料', yx, [
    { label: '内部一肖', columns: ['zodiac:1'], requireLogin: true, requireRecharge: true },
    { label: '内部三码', columns: ['number:3'], requireRecharge: true },
  ]),
  turnCard(
    'mb38',
    '三期内必中',
    m3,
    [
      { label: '一肖', columns: ['zodiac:1'] },
      { label: '三码', columns: ['number:3'] },
      { label: '单双', columns: ['parity'] },
      { label: '大小', columns: ['size'] },
    ],
    { documents: ['三期内必中'] },
  ),
  turnCard(
    'mb42',
    '排行推荐',
    m5,
    [
      { label: '三码', columns: ['number:3'], sort: 2 },
      { label: '一肖', columns: ['zodiac:1'], sort: 5 },
      { label: '五码', columns: ['number:5'], sort: 1 },
      { label: '二肖', columns: ['zodiac:2'], sort: 4 },
      { label: '单双', columns: ['parity'], sort: 3 },
    ],
    { documents: ['排行推荐'] },
  ),
  turnCard('JhtGshou', '挂牌诗句', pt, [{ label: '挂牌', columns: ['zodiac:4'] }], {
    turnCount: 16,
  }),
  TYMB_GENERAL,
  turnCard(
    'SYmb',
    '四码六肖综合',
    yx,
    [
      {
        label: '综合',
        multi: [
          { title: '一肖', spec: 'zodiac:1' },
          { title: '三肖', spec: 'zodiac:3' },
          { title: '六肖', spec: 'zodiac:6' },
          { title: '①码', spec: 'number:1' },
          { title: '⑤码', spec: 'number:5' },
          { title: '⑩码', spec: 'number:10' },
        ],
      },
    ],
    { documents: ['四码六肖综合'] },
  ),
  turnCard('Symb2', '双项综合', m5, [
    {
      label: '综合一',
      multi: [
        { title: '二肖', spec: 'zodiac:2' },
        { title: '五码', spec: 'number:5' },
      ],
    },
    {
      label: '综合二',
      multi: [
        { title: '波色', spec: 'colour:1' },
        { title: '尾数', spec: 'tail:3' },
      ],
    },
  ]),
  turnCard('Symb3', '三项综合', m8, [
    {
      label: '生肖',
      multi: [
        { title: '四肖', spec: 'zodiac:4' },
        { title: '八码', spec: 'number:8' },
      ],
    },
    {
      label: '头尾',
      multi: [
        { title: '二头', spec: 'head:2' },
        { title: '四尾', spec: 'tail:4' },
      ],
    },
    {
      label: '两面',
      multi: [
        { title: '单双', spec: 'parity' },
        { title: '大小', spec: 'size' },
      ],
    },
  ]),
];
