// The demo lobby the seed writes: the sandbox provider's games in every third-party category, with
// a few hot, a few in maintenance now and a few later. Lottery games come from the draw engine
// (lottery_game) and are listed in the lottery category without rows of their own.
import type { GameCategory } from '@jinli/contract';

/** The built-in provider's code (`liveCode`). */
export const SANDBOX_LIVE_CODE = 'SANDBOX';

/** Third-party game ids start here (lottery games keep the draw engine's ids, all below 1000). */
export const FIRST_LIVE_GAME_ID = 10_001;

/** The sandbox's game engines; a game's engine follows from its category. */
export type SandboxEngine = 'slot' | 'fish' | 'hilo' | 'dragonTiger' | 'vsport';

export const ENGINE_OF_CATEGORY: Readonly<
  Record<Exclude<GameCategory, 'hot' | 'lottery'>, SandboxEngine>
> = {
  electronic: 'slot',
  fish: 'fish',
  card: 'hilo',
  live: 'dragonTiger',
  sport: 'vsport',
};

/** `gameKind` per category (the provider's kind codes). */
export const GAME_KIND: Readonly<Record<GameCategory, number>> = {
  hot: 0,
  lottery: 0,
  electronic: 1,
  fish: 2,
  card: 3,
  live: 4,
  sport: 5,
};

/** Category names (spec §2). */
export const CATEGORY_NAMES: Readonly<Record<GameCategory, string>> = {
  hot: '热门',
  lottery: '彩票',
  fish: '捕鱼',
  electronic: '电子',
  card: '棋牌',
  live: '真人',
  sport: '体育',
};

export interface CatalogGame {
  name: string;
  /** Slug of the game code `sb-{engine}-{slug}`. */
  slug: string;
  category: Exclude<GameCategory, 'hot' | 'lottery'>;
  hot?: number;
  /** 'now': a maintenance window around the seed time; 'later': one a week later; 'daily'. */
  maintain?: 'now' | 'later' | 'daily';
}

/** 46 sandbox games. */
export const CATALOG: readonly CatalogGame[] = [
  // Electronic (slots)
  { name: '财神到', slug: 'caishen', category: 'electronic', hot: 98 },
  { name: '金龙献瑞', slug: 'jinlong', category: 'electronic', hot: 90 },
  { name: '福星高照', slug: 'fuxing', category: 'electronic', hot: 72 },
  { name: '招财进宝', slug: 'zhaocai', category: 'electronic' },
  { name: '水果狂欢', slug: 'fruit', category: 'electronic', hot: 65 },
  { name: '幸运七', slug: 'lucky7', category: 'electronic' },
  { name: '熊猫乐园', slug: 'panda', category: 'electronic' },
  { name: '金鸡报喜', slug: 'jinji', category: 'electronic', maintain: 'later' },
  { name: '发发发', slug: 'fafafa', category: 'electronic' },
  { name: '鸿运当头', slug: 'hongyun', category: 'electronic' },
  { name: '五福临门', slug: 'wufu', category: 'electronic', maintain: 'now' },
  { name: '锦鲤跃门', slug: 'jinli', category: 'electronic', hot: 80 },
  { name: '麻将胡了', slug: 'majiang', category: 'electronic' },
  { name: '宝石传奇', slug: 'gem', category: 'electronic' },
  { name: '醒狮贺岁', slug: 'xingshi', category: 'electronic' },
  { name: '黄金城', slug: 'goldcity', category: 'electronic' },
  // Fish
  { name: '捕鱼达人', slug: 'daren', category: 'fish', hot: 88 },
  { name: '深海捕鱼', slug: 'shenhai', category: 'fish' },
  { name: '李逵劈鱼', slug: 'likui', category: 'fish', hot: 60 },
  { name: '金蟾捕鱼', slug: 'jinchan', category: 'fish' },
  { name: '海王捕鱼', slug: 'haiwang', category: 'fish', maintain: 'daily' },
  { name: '龙王捕鱼', slug: 'longwang', category: 'fish' },
  { name: '美人鱼', slug: 'meirenyu', category: 'fish' },
  // Card
  { name: '翻牌猜大小', slug: 'classic', category: 'card', hot: 76 },
  { name: '红黑高低', slug: 'redblack', category: 'card' },
  { name: '幸运翻牌', slug: 'lucky', category: 'card' },
  { name: '连翻大赢家', slug: 'streak', category: 'card', maintain: 'now' },
  { name: '高低王者', slug: 'king', category: 'card' },
  { name: '经典高低牌', slug: 'hilo', category: 'card' },
  // Live (dragon-tiger tables)
  { name: '龙虎 A厅', slug: 'a', category: 'live', hot: 85 },
  { name: '龙虎 B厅', slug: 'b', category: 'live' },
  { name: '龙虎 C厅', slug: 'c', category: 'live' },
  { name: '极速龙虎', slug: 'fast', category: 'live', hot: 55 },
  { name: '贵宾龙虎', slug: 'vip', category: 'live', maintain: 'later' },
  { name: '龙虎 D厅', slug: 'd', category: 'live' },
  { name: '龙虎斗', slug: 'dou', category: 'live' },
  // Sport (virtual matches)
  { name: '虚拟足球', slug: 'football', category: 'sport', hot: 70 },
  { name: '虚拟篮球', slug: 'basketball', category: 'sport' },
  { name: '虚拟网球', slug: 'tennis', category: 'sport' },
  { name: '虚拟赛马', slug: 'horse', category: 'sport' },
  { name: '虚拟赛车', slug: 'racing', category: 'sport', maintain: 'now' },
  { name: '英超虚拟联赛', slug: 'epl', category: 'sport' },
  { name: '欧冠虚拟杯', slug: 'ucl', category: 'sport' },
  { name: '中超虚拟联赛', slug: 'csl', category: 'sport' },
  { name: '虚拟电竞', slug: 'esports', category: 'sport' },
  { name: '世界杯虚拟赛', slug: 'worldcup', category: 'sport' },
];

/** The game code of a catalog game. */
export function catalogGameCode(game: Pick<CatalogGame, 'slug' | 'category'>): string {
  return `sb-${ENGINE_OF_CATEGORY[game.category]}-${game.slug}`;
}
