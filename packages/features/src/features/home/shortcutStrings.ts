// Texts of the home ad slots and the Recommend shortcuts (kept apart from strings.ts, which the
// information panel also extends).
export const homeExtraStrings = {
  /** Title of the AD11 modal. */
  adTitle: '活动推荐',
  /** Closes the AD11 modal. */
  adClose: '我知道了',
  /** Heading of the Recommend shortcuts. */
  recommendTitle: '推荐',
  /** Shortcuts to the game-center categories (spec §2 Home "Recommend tab"). */
  shortcutFish: '捕鱼',
  shortcutLive: '真人',
  shortcutElectronic: '电子',
  shortcutCard: '棋牌',
  shortcutSport: '体育',
  shortcutService: '在线客服',
} as const;
