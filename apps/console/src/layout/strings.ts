// Texts of the frame around every screen: the menu and the header.
export const LAYOUT_TEXT = {
  brand: '锦鲤运营后台',
  brandShort: '锦鲤',
  logout: '退出登录',
  loggedOut: '已退出登录',
  notAllowed: '当前角色无权访问该页面',
  notFound: '页面不存在',
  backHome: '返回首页',
  menu: {
    dashboard: '仪表盘',
    players: '玩家',
    recharges: '充值',
    withdrawals: '提现',
    lottery: '开奖',
    content: '内容',
    brand: '品牌/开关',
    chat: '聊天',
    agents: '代理',
    audit: '审计',
    ledger: '对账',
    operators: '运营者管理',
  },
} as const;
