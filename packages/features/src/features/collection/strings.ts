// Texts of /my-collection.
export const collectionStrings = {
  title: '我的收藏',
  templatesTab: '资料',
  galleryTab: '图纸',
  tabsLabel: '收藏分类',
  empty: '暂无数据',
  loading: '加载中…',
  turn: (turn: string) => `第${turn}期`,
  likedAt: '收藏于',
} as const;
