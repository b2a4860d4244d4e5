// The demo template catalogue: one template for every display card of spec §2 on game 110 (and a
// selection on 70, 90 and 71). Codes that exist: mb01, mb01A, mb03-mb07, mb09-mb38, mb42, JhtGshou,
// TYmb, SYmb, Symb2, Symb3; AD13 and AD14 are ad slots (see adsDemo.ts). The gaps of the spec
// (mb02, mb08) do not exist; mb39-mb41 and mb43 are known codes without a card (excluded by
// @jinli/domain) and are not seeded.
//
// Turn-based templates list slots: each slot's columns are generator specs (predictions.ts) for
// content, content2 and content3, or multi blocks for the SYMB cards. Static templates list groups
// of fixed items (news, rankings, carousel, chat-room links).

export const TEMPLATE_PLAY_CATES = [
  '一肖',
  '①码',
  '③码',
  '⑤码',
  '⑧码',
  '⑩码',
  '平特',
  '资讯',
] as const;

export interface DemoSlot {
  /** Label of the slot ('六肖'); items are titled '{label}-{turn}期'. */
  label: string;
  /** Generator specs of content, content2, content3. */
  columns?: string[];
  /** SYMB blocks: title and generator spec. */
  multi?: { title: string; spec: string }[];
  requireLogin?: boolean;
  requireRecharge?: boolean;
  activeCover?: boolean;
  sort?: number;
}

export interface DemoStaticItem {
  title: string;
  content?: string;
  content2?: string;
  content3?: string;
  note?: string;
  subName?: string;
  /** A picture is drawn for the item (its iconUrl). */
  icon?: boolean;
  templateType?: number;
  linkUrl?: string;
  isTop?: boolean;
  activeCover?: boolean;
  requireLogin?: boolean;
  requireRecharge?: boolean;
  multiContents?: { title: string; content: string }[];
  /** Age of the item in minutes (its updatedTime = seed time − age). */
  ageMinutes?: number;
  sort?: number;
}

export interface DemoTemplate {
  code: string;
  name: string;
  playCateName: string;
  note1: string;
  note2: string;
  colorTheme: string;
  subName: string;
  onHome?: boolean;
  hasPoll?: boolean;
  /** Past drawn turns shown besides the turn on sale (turn-based templates). */
  turnCount?: number;
  slots?: DemoSlot[];
  groups?: { groupName: string; items: DemoStaticItem[] }[];
  /** Resource-database documents of the template (their titles). */
  documents?: string[];
}

const THEMES = [
  '#e5393b,#ff9f43',
  '#0f4c81,#2bb3c0',
  '#4a2c82,#c04fa0',
  '#1b7f4b,#7cc46b',
  '#b8860b,#f5d76e',
  '#c0392b,#8e44ad',
];
let themeIndex = 0;
const theme = () => THEMES[themeIndex++ % THEMES.length] as string;

function turnTemplate(
  code: string,
  name: string,
  playCateName: string,
  slots: DemoSlot[],
  extra: Partial<DemoTemplate> = {},
): DemoTemplate {
  return {
    code,
    name,
    playCateName,
    note1: `${name} · 每期更新`,
    note2: '仅供参考，理性购彩',
    colorTheme: theme(),
    subName: slots.map((s) => s.label).join(' · '),
    turnCount: 6,
    slots,
    ...extra,
  };
}

const NEWS: DemoStaticItem[] = [
  {
    title: '本期开奖直播时间调整通知',
    content: '本期开奖直播照常于 21:30 开始，请提前进入直播间。',
    isTop: true,
    ageMinutes: 20,
    icon: true,
  },
  {
    title: '图库新增十组彩色图纸',
    content: '图库已更新十组彩色图纸，欢迎前往图库查看。',
    isTop: true,
    ageMinutes: 300,
    icon: true,
  },
  {
    title: '资料库分类整理完成',
    content: '资料库按玩法重新分类，查找资料更方便。',
    ageMinutes: 60 * 26,
    icon: true,
  },
  {
    title: '高手榜本周排名出炉',
    content: '本周高手榜前十名已公布，恭喜上榜的朋友。',
    ageMinutes: 60 * 24 * 3,
  },
  {
    title: '如何看懂平特一肖',
    content: '平特一肖：开奖七个号码中任意一个号码的生肖命中即算中奖。',
    ageMinutes: 60 * 24 * 12,
  },
  {
    title: '生肖对照表已按农历新年更新',
    content: '每年农历新年后生肖号码对照会轮换，请以最新对照表为准。',
    ageMinutes: 60 * 24 * 45,
  },
  {
    title: '波色知识入门',
    content: '红波、蓝波、绿波各自对应固定号码，可在玩法说明中查看。',
    ageMinutes: 60 * 24 * 200,
  },
  {
    title: '平台周年庆回顾',
    content: '感谢一路相伴，周年庆活动圆满结束。',
    ageMinutes: 60 * 24 * 400,
  },
];

const RANKS = (prefix: string) =>
  ['金牌高手', '银牌高手', '铜牌高手', '资深玩家', '新秀玩家'].map((title, i) => ({
    title: `${prefix}${title}`,
    content: `近10期命中 ${9 - i} 期`,
    content2: `胜率 ${90 - i * 7}%`,
    sort: 5 - i,
  }));

/** Templates of game 110: every card. */
// eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
export function demoTemplates110(): DemoTemplate[] {
  const [yx, m1, m3, m5, m8, m10, pt, zx] = TEMPLATE_PLAY_CATES;
  return [
    turnTemplate(
      'mb01',
      '精准六肖',
      yx,
      [
        { label: '六肖', columns: ['zodiac:6'] },
        { label: '一肖', columns: ['zodiac:1'], activeCover: true },
      ],
      { hasPoll: true, turnCount: 10 },
    ),
    turnTemplate('mb01A', '一肖中特', yx, [{ label: '一肖', columns: ['zodiac:1'] }], {
      hasPoll: true,
    }),
    turnTemplate(
      'mb03',
      '三肖六码',
      m3,
      [
        { label: '三肖', columns: ['zodiac:3'] },
        { label: '六码', columns: ['number:6'], requireLogin: true },
      ],
      { hasPoll: true },
    ),
    turnTemplate(
      'mb04',
      '五肖十码',
      m10,
      [
        { label: '五肖', columns: ['zodiac:5'] },
        { label: '十码', columns: ['number:10'], requireRecharge: true },
      ],
      { hasPoll: true },
    ),
    turnTemplate('mb05', '特码三头', m3, [{ label: '三头', columns: ['head:3'] }], {
      hasPoll: true,
    }),
    turnTemplate('mb06', '绝杀五尾', m5, [{ label: '五尾', columns: ['tail:5'] }], {
      hasPoll: true,
    }),
    turnTemplate(
      'mb07',
      '单双大小',
      yx,
      [
        { label: '单双', columns: ['parity'] },
        { label: '大小', columns: ['size'] },
      ],
      { hasPoll: true },
    ),
    turnTemplate('mb09', '琴棋书画', yx, [{ label: '琴棋书画', columns: ['tags:MB09:2'] }], {
      turnCount: 12,
    }),
    turnTemplate('mb10', '男女生肖', yx, [{ label: '男女', columns: ['tags:MB10:1'] }], {
      turnCount: 12,
    }),
    turnTemplate('mb11', '春夏秋冬', yx, [{ label: '四季', columns: ['tags:MB11:2'] }], {
      turnCount: 12,
    }),
    turnTemplate('mb12', '精选特码', m10, [
      { label: '一码', columns: ['number:1'] },
      { label: '三码', columns: ['number:3'] },
      { label: '五码', columns: ['number:5'] },
      { label: '八码', columns: ['number:8'] },
      { label: '十码', columns: ['number:10'] },
      { label: '十二码', columns: ['number:12'] },
    ]),
    turnTemplate('mb13', '九肖中特', yx, [{ label: '九肖', columns: ['zodiac:9'] }], {
      documents: ['九肖中特资料', '九肖中特往期'],
    }),
    turnTemplate('mb14', '平特一肖', pt, [
      { label: '平特一肖', columns: ['pingte:1'] },
      { label: '平特二肖', columns: ['pingte:2'] },
    ]),
    turnTemplate('mb15', '波色推荐', m5, [{ label: '双波', columns: ['colour:2'] }]),
    turnTemplate(
      'mb16',
      '合数大小',
      m5,
      Array.from({ length: 1 }, () => ({ label: '合数', columns: ['sumsize'] })),
      {
        turnCount: 12,
      },
    ),
    turnTemplate('mb17', '七肖中特', yx, [{ label: '七肖', columns: ['zodiac:7'] }], {
      documents: ['七肖中特资料'],
    }),
    turnTemplate('mb18', '四肖八码', m8, [
      { label: '四肖', columns: ['zodiac:4'] },
      { label: '八码', columns: ['number:8'] },
    ]),
    turnTemplate('mb19', '一头中特', m1, [{ label: '一头', columns: ['head:1'] }]),
    turnTemplate('mb20', '特码尾数', m3, [
      { label: '三尾', columns: ['tail:3'] },
      { label: '四尾', columns: ['tail:4'] },
    ]),
    {
      code: 'mb21',
      name: '高手推荐',
      playCateName: zx,
      note1: '精选推荐',
      note2: '左右滑动查看更多',
      colorTheme: theme(),
      subName: '推荐',
      onHome: false,
      groups: [
        {
          groupName: '推荐',
          items: [
            { title: '图库精选', content: '今日新图', icon: true, linkUrl: '/gallery' },
            { title: '资料大全', content: '分类资料', icon: true, linkUrl: '/databases' },
            { title: '优惠活动', content: '最新优惠', icon: true, linkUrl: '/promotional' },
            { title: '开奖记录', content: '历史开奖', icon: true, linkUrl: '/lottery-history/110' },
            {
              title: '聊天大厅',
              content: '高手交流',
              icon: true,
              templateType: 0,
              linkUrl: '/chat-rooms',
            },
          ],
        },
      ],
    },
    turnTemplate('mb22', '特码精选', m5, [
      { label: '⑤码', columns: ['number:5'] },
      { label: '③码', columns: ['number:3'] },
    ]),
    turnTemplate(
      'mb23',
      '综合资料表',
      m8,
      [{ label: '综合', columns: ['zodiac:3', 'number:6', 'colour:1'] }],
      { documents: ['综合资料表', '综合资料表·往期'] },
    ),
    {
      code: 'mb24',
      name: '六合资讯',
      playCateName: zx,
      note1: '最新资讯',
      note2: '置顶消息优先',
      colorTheme: theme(),
      subName: '资讯',
      groups: [{ groupName: '资讯', items: NEWS }],
    },
    {
      code: 'mb25',
      name: '高手榜',
      playCateName: zx,
      note1: '周榜',
      note2: '月榜',
      colorTheme: theme(),
      subName: '排行',
      groups: [
        { groupName: '高手榜', items: RANKS('总榜') },
        { groupName: '周榜', items: RANKS('周榜') },
        { groupName: '月榜', items: RANKS('月榜') },
      ],
    },
    turnTemplate('mb26', '三期必出', m3, [{ label: '三肖', columns: ['zodiac:3', 'number:3'] }], {
      documents: ['三期必出资料'],
    }),
    turnTemplate('mb27', '六肖中特表', yx, [{ label: '六肖', columns: ['zodiac:6', 'colour:1'] }], {
      documents: ['六肖中特表'],
    }),
    turnTemplate('mb28', '尾数表', m5, [{ label: '尾数', columns: ['tail:3', 'tail:5'] }], {
      documents: ['尾数表'],
    }),
    turnTemplate('mb29', '头数表', m3, [{ label: '头数', columns: ['head:2', 'head:3'] }], {
      documents: ['头数表'],
    }),
    turnTemplate('mb30', '波色表', m5, [{ label: '波色', columns: ['colour:1', 'colour:2'] }], {
      documents: ['波色表'],
    }),
    turnTemplate('mb31', '单双表', m1, [{ label: '单双', columns: ['parity', 'size'] }], {
      documents: ['单双表'],
    }),
    turnTemplate('mb32', '大小表', m1, [{ label: '大小', columns: ['size', 'parity'] }], {
      documents: ['大小表'],
    }),
    turnTemplate('mb33', '八码中特表', m8, [{ label: '八码', columns: ['number:8', 'zodiac:2'] }], {
      documents: ['八码中特表'],
    }),
    turnTemplate(
      'mb34',
      '十码中特表',
      m10,
      [{ label: '十码', columns: ['number:10', 'zodiac:4'] }],
      {
        documents: ['十码中特表'],
      },
    ),
    turnTemplate('mb35', '平特表', pt, [{ label: '平特', columns: ['pingte:2', 'pingte:3'] }], {
      documents: ['平特表'],
    }),
    turnTemplate(
      'mb36',
      '一码中特表',
      m1,
      [{ label: '一码', columns: ['number:1', 'zodiac:1', 'colour:1'] }],
      {
        documents: ['一码中特表'],
      },
    ),
    turnTemplate('mb37', 'VIP内部资料', yx, [
      { label: '内部一肖', columns: ['zodiac:1'], requireLogin: true, requireRecharge: true },
      { label: '内部三码', columns: ['number:3'], requireRecharge: true },
    ]),
    turnTemplate(
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
    turnTemplate(
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
    turnTemplate('JhtGshou', '挂牌诗句', pt, [{ label: '挂牌', columns: ['zodiac:4'] }], {
      turnCount: 16,
    }),
    {
      code: 'TYmb',
      name: '通用资料',
      playCateName: zx,
      note1: '资料与聊天室',
      note2: '点击进入聊天室',
      colorTheme: theme(),
      subName: '通用',
      onHome: false,
      groups: [
        {
          groupName: '聊天室',
          items: [
            {
              title: '高手交流群',
              content: '进入聊天室与高手交流',
              templateType: 0,
              linkUrl: '/chat-rooms',
            },
            {
              title: '新手答疑群',
              content: '新手问题在这里提问',
              templateType: 0,
              linkUrl: '/chat-rooms',
            },
            { title: '玩法说明', content: '特码：开奖号码最后一位为特码。', activeCover: true },
            { title: '会员专享', content: '登录后可查看会员专享内容。', requireLogin: true },
          ],
        },
      ],
    },
    turnTemplate(
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
    turnTemplate('Symb2', '双项综合', m5, [
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
    turnTemplate('Symb3', '三项综合', m8, [
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
}

const SUBSETS: Record<number, readonly string[]> = {
  70: ['mb01', 'mb03', 'mb09', 'mb12', 'mb16', 'mb23', 'mb24', 'mb37', 'TYmb', 'SYmb'],
  90: ['mb01', 'mb03', 'mb09', 'mb12', 'mb16', 'mb23', 'mb24', 'mb37', 'TYmb', 'SYmb'],
  71: ['mb01', 'mb12', 'mb16', 'mb37', 'SYmb'],
};

/** Games with templates. */
export const TEMPLATE_GAME_IDS = [110, 70, 90, 71] as const;

/** The demo templates of a game. */
export function demoTemplatesOf(gameId: number): DemoTemplate[] {
  themeIndex = 0;
  const all = demoTemplates110();
  if (gameId === 110) return all;
  const codes = SUBSETS[gameId] ?? [];
  return all.filter((t) => codes.includes(t.code));
}
