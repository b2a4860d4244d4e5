// Texts of the gallery screens (spec §2 Gallery).
import { LOGIN_REQUIRED } from '@jinli/domain';

export const galleryStrings = {
  title: '图库',
  /**
   * Search box placeholder, verbatim from the spec (§2 Gallery), which quotes it in mixed scripts
   * (請輸入 traditional, 图纸名称 simplified): spec texts are kept as the spec has them (DESIGN.md §8),
   * so it is not changed to simplified here (issue 34 noted the mix; the spec decides).
   */
  searchPlaceholder: '請輸入您要查找的图纸名称',
  /** Group type 1. */
  coloured: '彩色',
  /** Group type 2. */
  blackWhite: '黑白',
  all: '全部',
  popular: '热门',
  /** Card line under the name. */
  turn: (turn: string | number) => `第${turn}期`,
  /** The 'updated' badge of a recently updated group. */
  updated: '已更新',
  empty: '暂无数据',
  loading: '加载中…',
  refreshing: '刷新中…',
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '释放立即刷新',
  noMore: '没有更多数据了',
  gameTabsLabel: '彩种',
  filterLabel: '图纸筛选',
  typeLabel: '图纸类型',
  like: '点赞',
  liked: '已点赞',
  likeFailed: '操作失败，请稍后再试',
  /** Like while logged out (spec §5 "Like needs login"). */
  loginFirst: LOGIN_REQUIRED,
  detailTitle: '图纸详情',
  groupTitle: '往期图纸',
  turnsLabel: '期数',
  previewHint: '点击图片可放大查看',
  closePreview: '关闭',
  history: '往期',
} as const;
