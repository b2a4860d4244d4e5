// Texts of the home screen.
export const homeStrings = {
  login: '登录',
  register: '注册',
  /** Empty state (spec §2). */
  empty: '暂无数据',
  /** Title of the notice modal. */
  noticeTitle: '公告',
  /** The notice modal's close button. */
  noticeClose: '我知道了',
} as const;
