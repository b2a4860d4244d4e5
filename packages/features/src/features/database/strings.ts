// Texts of the resource database (spec §2 Database).
export const databaseStrings = {
  title: '资料库',
  searchPlaceholder: '请输入您要查找的资料名称',
  all: '全部',
  /** Opens the category popup (8 or more categories). */
  more: '更多',
  categoryPopupTitle: '选择分类',
  categoriesLabel: '玩法分类',
  gameTabsLabel: '彩种',
  empty: '暂无数据',
  loading: '加载中…',
  noMore: '没有更多数据了',
  close: '关闭',
} as const;
