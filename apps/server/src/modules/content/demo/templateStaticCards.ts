// The demo's templates of fixed content (no predictions): their groups of items are stored as
// they are written here. Their place among game 110's cards is templateCatalogue.ts's.
import { type DemoCard, type DemoStaticItem, TEMPLATE_PLAY_CATES } from './templateShapes';

/** The play all fixed-content cards are filed under: 资讯. */
const zx = TEMPLATE_PLAY_CATES[7];

/** The news items, newest first (their age sets their time). */
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

/** A ranking's five places. */
const RANKS = (prefix: string) =>
  ['金牌高手', '银牌高手', '铜牌高手', '资深玩家', '新秀玩家'].map((title, i) => ({
    title: `${prefix}${title}`,
    content: `近10期命中 ${9 - i} 期`,
    content2: `胜率 ${90 - i * 7}%`,
    sort: 5 - i,
  }));

/** mb21: the recommendation strip (gallery, database, promotions, draws, chat). */
export const MB21_RECOMMENDED: DemoCard = {
  code: 'mb21',
  name: '高手推荐',
  playCateName: zx,
  note1: '精选推荐',
  note2: '左右滑动查看更多',
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
};

/** mb24: the news (the two newest pinned). */
export const MB24_NEWS: DemoCard = {
  code: 'mb24',
  name: '六合资讯',
  playCateName: zx,
  note1: '最新资讯',
  note2: '置顶消息优先',
  subName: '资讯',
  groups: [{ groupName: '资讯', items: NEWS }],
};

/** mb25: the ranking, overall, weekly and monthly. */
export const MB25_RANKING: DemoCard = {
  code: 'mb25',
  name: '高手榜',
  playCateName: zx,
  note1: '周榜',
  note2: '月榜',
  subName: '排行',
  groups: [
    { groupName: '高手榜', items: RANKS('总榜') },
    { groupName: '周榜', items: RANKS('周榜') },
    { groupName: '月榜', items: RANKS('月榜') },
  ],
};

/** TYmb: the general card, chat-room links and two notes (one behind login). */
export const TYMB_GENERAL: DemoCard = {
  code: 'TYmb',
  name: '通用资料',
  playCateName: zx,
  note1: '资料与聊天室',
  note2: '点击进入聊天室',
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
};
