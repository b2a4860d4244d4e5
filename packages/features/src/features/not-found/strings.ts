// Texts of the 404 screen.
export const notFoundStrings = {
  title: '页面不存在',
  backHome: '返回首页',
} as const;
