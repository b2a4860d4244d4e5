// Seeded templates for stories and component tests: one per template code of spec §2, with items
// that use every field of spec §3 (asterisk hits, multiContents, locks, chat links, activeCover).
import type { Template, TemplateGroup, TemplateItem, TemplatePoll } from './templateTypes';

/** "Now" of the fixtures: when they were loaded (news times are this much ago). */
export const FIXTURE_NOW = Date.now();

const ZODIACS = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'];
const CATEGORIES = ['一肖', '①码', '⑩码', '⑧码', '⑤码', '③码'];
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#e0262e"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="white">锦</text></svg>',
  );

let nextId = 1000;
const id = () => nextId++;
const pad = (n: number) => String(n).padStart(2, '0');
const turn = (back: number) => String(2026326 - back);
/** The numbers k, k+7, … (1-49) as a content text, `count` of them. */
const numbers = (seed: number, count: number) =>
  Array.from({ length: count }, (_, i) => pad(((seed + i * 4) % 49) + 1)).join(' ');

export function fixtureItem(overrides: Partial<TemplateItem> = {}): TemplateItem {
  return {
    id: id(),
    title: `${turn(0)}期`,
    content: '马 羊 猴',
    content2: '',
    content3: '',
    note: '',
    subName: '',
    updatedTime: Math.floor(FIXTURE_NOW / 1000) - 600,
    sort: 0,
    multiContents: [],
    iconUrl: '',
    requireLogin: 0,
    requireRecharge: 0,
    templateType: 1,
    linkUrl: '',
    activeCover: 0,
    isTop: 0,
    locked: null,
    ...overrides,
  };
}

/** A withheld item as the server sends it: flags set, content empty, the reason in `locked`. */
function withheld(reason: 'login' | 'recharge', overrides: Partial<TemplateItem> = {}) {
  return fixtureItem({
    content: '',
    note: '',
    multiContents: [],
    requireLogin: reason === 'login' ? 1 : 0,
    requireRecharge: 1,
    locked: reason,
    ...overrides,
  });
}

function group(name: string, items: TemplateItem[], drawn: 0 | 1 = 1): TemplateGroup {
  const gameTurn = /^\d+/.exec(name)?.[0] ?? '';
  return { id: id(), groupName: name, gameTurn, drawn: gameTurn ? drawn : 0, items };
}

/** Issue rows with a prediction and the drawn result (a hit every other row). */
function issueRows(count: number, content: (i: number) => string, startBack = 1): TemplateItem[] {
  return Array.from({ length: count }, (_, i) => {
    const zodiac = ZODIACS[(i * 5) % 12]!;
    const hit = i % 2 === 0;
    return fixtureItem({
      title: `${turn(i + startBack)}期`,
      content: content(i),
      note: `开:${zodiac}${pad(((i * 9) % 49) + 1)}${hit ? '*' : ''}`,
      activeCover: i === 2 ? 1 : 0,
    });
  });
}

function base(templateCode: string, name: string, groups: TemplateGroup[]): Template {
  return {
    id: id(),
    gameId: 110,
    name,
    note1: '精准资料',
    note2: '每期更新',
    colorTheme: '#e0262e,#f6c244',
    like: 0,
    likeCount: 12,
    templateCode,
    subName: '澳门六合彩',
    playCateName: '特码',
    hasPoll: /^mb0[1-7]/i.test(templateCode) ? 1 : 0,
    groups,
  };
}

function periodTemplate(code: string, name: string): Template {
  const current = group(
    `${turn(0)}期`,
    CATEGORIES.map((category, i) =>
      i === 4
        ? withheld('login', { subName: category })
        : i === 5
          ? withheld('recharge', { subName: category, requireLogin: 0 })
          : fixtureItem({
              subName: category,
              content: i === 0 ? '马' : numbers(i * 3, [1, 1, 10, 8][i] ?? 3),
            }),
    ),
  );
  const past = [1, 2, 3].map((back) =>
    group(
      `${turn(back)}期`,
      CATEGORIES.slice(0, 4).map((category, i) =>
        fixtureItem({
          title: `${turn(back)}期`,
          subName: category,
          content: i === 0 ? ZODIACS[back]! : numbers(back + i, [1, 1, 10, 8][i] ?? 3),
          note: i === 0 ? `开:${ZODIACS[back]}${pad(back * 4)}*` : `开:${pad(back * 4)}`,
        }),
      ),
    ),
  );
  return base(code, name, [current, ...past]);
}

function tableTemplate(code: string, name: string): Template {
  const rows = issueRows(8, (i) => numbers(i, 6));
  if (code === 'mb26') {
    for (const [i, row] of rows.entries()) {
      row.multiContents = [
        { title: '六肖', content: ZODIACS.slice(i % 6, (i % 6) + 6).join(' ') },
        { title: '三肖', content: ZODIACS.slice(i % 6, (i % 6) + 3).join(' ') },
        { title: '一肖', content: `${ZODIACS[i % 12]}*` },
      ];
    }
  }
  if (code === 'mb27') for (const row of rows) row.content2 = '单';
  if (code === 'mb28') for (const row of rows) [row.content2, row.content3] = ['大', '红波'];
  if (code === 'mb42') rows.forEach((row, i) => (row.sort = (i * 5) % 8));
  if (code === 'mb37') rows.splice(0, 2, withheld('recharge'), withheld('recharge'));
  if (code === 'mb30')
    rows.splice(
      1,
      1,
      fixtureItem({
        templateType: 0,
        title: '聊天室',
        content: '进群看精准资料',
        linkUrl: '/chat-rooms/1',
      }),
    );
  return base(code, name, [group(`${turn(0)}期`, rows)]);
}

const NAMES: Record<string, string> = {
  mb01: '平特一肖',
  mb01A: '平特一肖(A)',
  mb03: '六肖中特',
  mb04: '三肖中特',
  mb05: '一码中特',
  mb06: '五码中特',
  mb07: '精选十码',
  mb09: '琴棋书画',
  mb10: '男女生肖',
  mb11: '春夏秋冬',
  mb12: '特码精选',
  mb14: '杀肖专区',
  mb16: '合数大小',
  mb20: '波色中特',
  mb21: '高手推荐',
  mb22: '家禽野兽',
  mb23: '单双中特',
  mb24: '最新资讯',
  mb25: '高手排行',
  mb37: 'VIP专区',
  mb38: '三期必开',
  mb42: '热门排行',
  JhtGshou: '金火头高手',
  TYmb: '通用资料',
  SYmb: '四柱预测',
  Symb2: '四柱预测二',
  Symb3: '四柱预测三',
};

/** A seeded template for `templateCode` (any code of spec §2). */
export function templateFixture(templateCode: string, overrides: Partial<Template> = {}): Template {
  const code = templateCode;
  const name = NAMES[code] ?? `资料${code.replace(/\D/g, '')}`;
  const upper = code.toUpperCase();
  let template: Template;
  if (/^MB0[1-7]A?$/.test(upper)) template = periodTemplate(code, name);
  else if (['MB09', 'MB10', 'MB11'].includes(upper)) {
    const content = { MB09: '琴 书', MB10: '男', MB11: '春 秋' }[upper] ?? '';
    template = base(code, name, [
      group(
        `${turn(0)}期`,
        issueRows(8, () => content),
      ),
    ]);
  } else if (['MB12', 'MB14', 'MB20', 'MB22'].includes(upper)) {
    template = base(
      code,
      name,
      [0, 1, 2].map((back) =>
        group(
          turn(back),
          CATEGORIES.map((category, i) =>
            fixtureItem({
              title: `${turn(back)}期`,
              subName: category,
              content:
                upper === 'MB12'
                  ? numbers(back + i, [1, 1, 10, 8, 5, 3][i]!)
                  : ZODIACS.slice(i, i + 3).join(' '),
              note: back > 0 ? `开:${pad(back * 7)}${i % 2 ? '*' : ''}` : '',
            }),
          ),
        ),
      ),
    );
  } else if (upper === 'MB16') {
    template = base(code, name, [
      group(
        `${turn(0)}期`,
        Array.from({ length: 12 }, (_, i) =>
          fixtureItem({
            title: `${turn(i + 1)}期`,
            content: i % 2 ? '合数小' : '合数大',
            note: `开:${pad(((i * 11) % 49) + 1)}`,
          }),
        ),
      ),
    ]);
  } else if (upper === 'MB21') {
    template = base(code, name, [
      group(
        `${turn(0)}期`,
        ['火眼金睛', '一码当先', '稳中求胜', '百发百中'].map((who, i) =>
          fixtureItem({
            title: who,
            content: numbers(i, 5),
            note: `准确率 ${80 + i}%`,
            iconUrl: ICON,
          }),
        ),
      ),
    ]);
  } else if (upper === 'MB24') {
    const hour = 3600;
    const now = Math.floor(FIXTURE_NOW / 1000);
    template = base(code, name, [
      group('资讯', [
        fixtureItem({
          title: '本期开奖直播时间调整通知',
          isTop: 1,
          sort: 2,
          updatedTime: now - 3 * 24 * hour,
        }),
        fixtureItem({
          title: '新用户注册即送体验金',
          isTop: 1,
          sort: 1,
          updatedTime: now - 40 * 24 * hour,
        }),
        fixtureItem({ title: '第2026325期开奖结果公布', updatedTime: now - 1200 }),
        fixtureItem({ title: '高手论坛本周精选', updatedTime: now - 5 * hour, activeCover: 1 }),
        fixtureItem({ title: '往年同期走势回顾', updatedTime: now - 400 * 24 * hour }),
      ]),
    ]);
  } else if (upper === 'MB25') {
    template = base(
      code,
      name,
      ['周榜', '月榜', '总榜'].map((board, g) =>
        group(
          board,
          ['神算子', '六合王', '金手指', '百晓生', '一点通'].map((who, i) =>
            fixtureItem({
              title: who,
              content: `连中${9 - i - g}期`,
              note: i === 0 ? '*冠军' : '',
            }),
          ),
        ),
      ),
    );
    template.name = '周榜';
    template.note1 = '月榜';
    template.note2 = '总榜';
  } else if (['SYMB', 'SYMB2', 'SYMB3'].includes(upper)) {
    template = base(code, name, [
      group(
        `${turn(0)}期`,
        [0, 1, 2, 3].map((back) =>
          fixtureItem({
            title: `${turn(back)}期`,
            note: back > 0 ? `开:${ZODIACS[back]}${pad(back * 6)}*` : '',
            multiContents: ['年柱', '月柱', '日柱', '时柱', '五行', '生肖'].map((title, i) => ({
              title,
              content:
                i === 5 ? `${ZODIACS[(back + i) % 12]}* ${ZODIACS[back]}` : numbers(back + i, 3),
            })),
          }),
        ),
      ),
    ]);
  } else if (upper === 'JHTGSHOU') {
    template = base(code, name, [
      group(
        `${turn(0)}期`,
        issueRows(18, (i) => `${i % 5}头`),
      ),
    ]);
  } else if (upper === 'TYMB') {
    const rows = issueRows(6, (i) => ZODIACS.slice(i, i + 4).join(' '));
    rows.forEach((row) => (row.iconUrl = ICON));
    rows.splice(1, 1, withheld('login', { iconUrl: ICON }));
    template = base(code, name, [group(`${turn(0)}期`, rows)]);
  } else if (/^MB(2[3-9]|3[0-8]|42)$/.test(upper)) {
    template = tableTemplate(code, name);
  } else {
    template = base(code, name, [
      group(
        `${turn(0)}期`,
        issueRows(7, (i) => numbers(i, 4)),
      ),
    ]);
  }
  return { ...template, ...overrides };
}

/** The zodiac poll of a period template: twelve options; `votedFor` marks the viewer's vote. */
export function pollFixture(votedFor = 0, templateId = 1): TemplatePoll {
  return {
    id: 1,
    templateId,
    gameTurn: `${turn(0)}期`,
    pollStatus: 1,
    optionId: votedFor,
    pollOptions: ZODIACS.map((z, i) => ({
      option_id: i + 1,
      option_text: z,
      option_value: 10 + ((i * 7) % 13),
      option_vote: votedFor === i + 1 ? 1 : 0,
    })),
  };
}

/** Every template code of spec §2 that has a card. */
export const CARD_CODES = [
  'mb01',
  'mb01A',
  ...['03', '04', '05', '06', '07'].map((n) => `mb${n}`),
  ...Array.from({ length: 30 }, (_, i) => `mb${pad(i + 9)}`),
  'mb42',
  'JhtGshou',
  'TYmb',
  'SYmb',
  'Symb2',
  'Symb3',
];
