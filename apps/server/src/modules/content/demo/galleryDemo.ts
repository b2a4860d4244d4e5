// Demo gallery: play categories and picture groups of the daily Mark Six games (spec §9: posters
// for 70, 90, 110) in both types, with the pinyin initial of each name.

/** Games with a gallery. */
export const GALLERY_GAME_IDS = [110, 70, 90] as const;

/** Past turns seeded per group (the turn on sale gets its poster when first read). */
export const GALLERY_SEEDED_PAST_TURNS = 6;

export interface DemoGalleryCategory {
  name: string;
  categoryType: 1 | 2;
}

export const DEMO_GALLERY_CATEGORIES: readonly DemoGalleryCategory[] = [
  { name: '特码图', categoryType: 1 },
  { name: '玄机图', categoryType: 1 },
  { name: '平特图', categoryType: 1 },
  { name: '黑白图', categoryType: 2 },
  { name: '老版图', categoryType: 2 },
];

/** [name, pinyin initial] */
export const DEMO_GALLERY_NAMES: readonly (readonly [string, string])[] = [
  ['阿香图', 'A'],
  ['白小姐', 'B'],
  ['报码图', 'B'],
  ['财神到', 'C'],
  ['藏宝图', 'C'],
  ['彩霸王', 'C'],
  ['东方心经', 'D'],
  ['二四六', 'E'],
  ['发财图', 'F'],
  ['凤凰图', 'F'],
  ['管家婆', 'G'],
  ['挂牌', 'G'],
  ['鬼谷子', 'G'],
  ['黄大仙', 'H'],
  ['红姐图', 'H'],
  ['金钱豹', 'J'],
  ['锦鲤图', 'J'],
  ['看图解码', 'K'],
  ['六合神算', 'L'],
  ['另版跑狗', 'L'],
  ['老黄历', 'L'],
  ['马会传真', 'M'],
  ['美人鱼', 'M'],
  ['内幕图', 'N'],
  ['农家乐', 'N'],
  ['欧阳图', 'O'],
  ['平特一肖', 'P'],
  ['青龙图', 'Q'],
  ['奇趣图', 'Q'],
  ['如意图', 'R'],
  ['四不像', 'S'],
  ['赛马图', 'S'],
  ['胜券图', 'S'],
  ['天下彩', 'T'],
  ['特码图', 'T'],
  ['万年历', 'W'],
  ['围棋图', 'W'],
  ['新澳门跑狗图', 'X'],
  ['玄机图', 'X'],
  ['小龙人', 'X'],
  ['一句真言', 'Y'],
  ['野狐图', 'Y'],
  ['一点红', 'Y'],
  ['曾道人', 'Z'],
  ['诸葛图', 'Z'],
  ['早报图', 'Z'],
];

/**
 * How many groups each game and type gets: game 110 coloured holds every name (more than a page
 * of 30), the others fewer.
 */
export function demoGroupCount(gameId: number, groupType: 1 | 2): number {
  if (gameId === 110) return groupType === 1 ? DEMO_GALLERY_NAMES.length : 22;
  return groupType === 1 ? 18 : 12;
}
