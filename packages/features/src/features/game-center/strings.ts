// Texts of the game center (/game-center), the in-app game player and the casino report
// (/report/live-betting, /live-betting, /live-betting-detail). The spec's Chinese is verbatim
// (维护中, 立即进入游戏!, 暂无数据, 没有更多游戏了, …); its English is written as natural Chinese.
import { GAME_CENTER_TEXT, MAINTENANCE_LABEL } from '@jinli/domain';
import { serviceStrings } from './serviceStrings';

export const gameCenterStrings = {
  title: '游戏大厅',
  login: '登录',
  register: '注册',
  searchPlaceholder: '搜索游戏名称',
  searchLabel: '搜索游戏',
  carouselLabel: '游戏大厅横幅',
  categoriesLabel: '游戏分类',
  ...serviceStrings,
  loading: '加载中',
  maintenance: MAINTENANCE_LABEL,
  empty: GAME_CENTER_TEXT.empty,
  noMoreGames: GAME_CENTER_TEXT.noMoreGames,
  enterConfirm: GAME_CENTER_TEXT.enterConfirm,
  cancel: GAME_CENTER_TEXT.cancel,
  confirm: GAME_CENTER_TEXT.confirm,
  follow: '关注',
  unfollow: '取消关注',
  launching: '正在进入游戏…',

  // The in-app player.
  playerBack: '返回大厅',
  recalling: '正在回收余额…',
  rotateHint: '请将手机横屏，游戏体验更佳',
  playerFrameTitle: (name: string) => `${name}游戏画面`,

  // The casino report.
  reportTitle: '游戏报表',
  reportTab: '游戏报表',
  startDate: '开始日期',
  endDate: '结束日期',
  clearEndDate: '清除结束日期',
  search: '查询',
  games: '游戏',
  allGames: '全部游戏',
  colGame: '游戏',
  colBet: '投注金额',
  colWin: '输赢',
  colCount: '笔数',
  total: '合计',
  detailTitle: '投注明细',
  betTime: '投注时间',
  betNo: '单号',
  betAmount: '投注',
  payout: '派彩',
  noMoreData: '没有更多数据了',
  reportEmpty: '暂无数据',

  // The profile's game wallet.
  gameWallet: '游戏钱包',
  mainWallet: '中心钱包',
  recall: '一键回收',
  recalled: '回收成功',
} as const;
