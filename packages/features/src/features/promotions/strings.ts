// Texts of the promotions screens (spec §2 Promotions).
export const promotionStrings = {
  title: '优惠活动',
  /** First tab, every classification. */
  allTab: '全部优惠',
  tabsLabel: '优惠分类',
  detailTitle: '活动详情',
  /** Label before the activity period. */
  period: '活动时间',
  /** Label before the domain the promotion applies to. */
  domain: '适用域名',
  empty: '暂无数据',
  loading: '加载中…',
  /** A detail whose promotion is not in the list (removed, wrong id). */
  notFound: '活动不存在或已结束',
} as const;
