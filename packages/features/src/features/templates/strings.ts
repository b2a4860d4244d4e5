// Texts of the templates feature (spec §2 "Template cards", §4, §5, §8), kept in one place so the
// screens and their tests share them. Lock, like, expand and poll texts come from @jinli/domain.
import { CONTENT_LOCK_TEXT, EXPAND_TEXT, POLL_TEXT, TEMPLATE_LIKE_TEXT } from '@jinli/domain';

export const templateStrings = {
  ...EXPAND_TEXT,
  ...TEMPLATE_LIKE_TEXT,
  lock: CONTENT_LOCK_TEXT,
  poll: POLL_TEXT,
  /** Toast of a like tapped while logged out (spec §8, 2 s). */
  loginFirst: '请先登录',
  /** Toast of a chat-room link (templateType 0) while chat does not exist (spec §2). */
  chatUnavailable: '聊天室目前不可用',
  /** Group tab label suffix: group name plus 期. */
  periodSuffix: '期',
  /** Tap target of a locked item. */
  unlockLogin: '去登录',
  unlockRecharge: '去充值',
  /** Home information panel (spec §2). */
  all: '全部',
  more: '更多',
  collapseCategories: '收起',
  noMore: '没有更多数据了',
  loading: '加载中...',
  empty: '暂无数据',
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '释放立即刷新',
  refreshing: '刷新中...',
  /** Past records section of the period-result cards. */
  pastRecords: '往期记录',
  /** Poll heading and button. */
  pollTitle: '本期生肖投票',
  vote: '投票',
  voted: '已投票',
  /** Pinned marker of the MB24 news list (spec §9 tag 置顶). */
  pinned: '置顶',
  /** Accessible names. */
  categoryTabsLabel: '玩法分类',
  groupTabsLabel: '期数',
  carouselPrev: '上一条',
  carouselNext: '下一条',
  openChat: '进入聊天室',
  /** Page title fallback while the template loads. */
  templateTitle: '资料详情',
  notFound: '该资料不存在或已下架',
  retry: '重试',
  /** Medal names of MB25 (first, second, third). */
  medals: ['金牌', '银牌', '铜牌'],
  /** Column heads of the table cards. */
  columnPeriod: '期数',
  columnContent: '内容',
  columnResult: '开奖',
  /** The ad templates AD13/AD14. */
  adLabel: '广告',
} as const;
