// Texts of the lottery feature (home lottery area, draw panel, history, record, analytics, tutorial).
export const lotteryStrings = {
  /** Beside the live time on the tab of game 110 (spec §2). */
  live: '直播',
  turn: (turnNum: string) => `第${turnNum}期`,
  /** The previous draw's heading. */
  latestResult: '开奖结果',
  nextDraw: '距下期开奖',
  drawing: '开奖中…',
  streaming: '直播开奖中',
  replay: '开奖回放',
  watchReplay: '观看回放',
  closeReplay: '收起回放',
  history: '历史记录',
  liveHistory: '开奖回放',
  bet: '去投注',
  noResult: '暂无开奖结果',
  empty: '暂无数据',
  noMore: '没有更多数据了',
  loading: '加载中…',
  loadFailed: '加载失败，点击重试',
  /** Spec §8 video toasts. */
  liveEnded: '视频直播已结束，请观看回放',
  noVideo: '暂无视频资源，请稍后观看',
  special: '特码',
  lotteryRecord: '开奖记录',
  lotteryHistory: '历史开奖',
  liveLotteryHistory: '开奖回放',
  analytic: '数据分析',
  tutorial: '玩法说明',
  gameTabsLabel: '彩种',
  openTime: '开奖时间',
} as const;
