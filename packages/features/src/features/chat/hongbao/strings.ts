// Every user-facing text of the red packets and award notices (issue 16; the limits' refusals are
// the contract's HONGBAO_REFUSAL, the form's own checks domain's HONGBAO_FORM_TEXT).
import { HONGBAO_REFUSAL } from '@jinli/contract';

export const hongbaoStrings = {
  sendTitle: '发红包',
  /** The composer's action. */
  sendAction: '发红包',
  lucky: '拼手气红包',
  equal: '普通红包',
  kindLabel: '红包类型',
  totalAmount: '总金额',
  singleAmount: '单个金额',
  count: '红包个数',
  countUnit: '个',
  yuan: '元',
  greeting: '祝福语',
  amountPlaceholder: '0.00',
  countPlaceholder: '填写个数',
  luckyHint: '每人抽到的金额随机',
  equalHint: '每人收到固定金额',
  /** Under the total: how much may go today. */
  rulesHint: (min: string, max: string, count: number, expiryHours: number) =>
    `单个红包不低于${min}元，总金额不超过${max}元，最多${count}个；${expiryHours}小时内未领完的金额将退回`,
  dailyCapHint: (cap: string) => `每日发红包上限${cap}元`,
  balance: (amount: string) => `可用余额 ${amount}元`,
  submit: '塞钱进红包',
  sent: '红包已发出',
  trialTitle: '试玩账号不能发红包',
  trialText: HONGBAO_REFUSAL.trial,
  loading: '加载中…',
  retry: '重试',
  /** The card. */
  /** The card's name, in the order it shows its texts (greeting, state, kind: WCAG 2.5.3). */
  cardLabel: (greeting: string, kind: string, status?: string) =>
    [greeting, status, kind].filter(Boolean).join('，'),
  taken: '已领取',
  empty: '已抢完',
  expired: '已过期',
  /** The open dialog. */
  fromWhom: (nickname: string) => `${nickname}的红包`,
  openText: '開',
  openLabel: '开红包',
  emptyMessage: '手慢了，红包派完了',
  expiredMessage: '该红包已过期',
  seeDetail: '看看大家的手气',
  close: '关闭',
  loginToGrab: '登录后即可领取红包',
  /** The detail page. */
  detailTitle: '红包详情',
  luckyTag: '拼',
  saved: '已存入余额，可直接使用',
  sentSummary: (taken: number, count: number, takenAmount: string, total: string) =>
    `已领取${taken}/${count}个，共${takenAmount}/${total}元`,
  finishedSummary: (count: number, total: string, spent: string) =>
    `${count}个红包共${total}元，${spent}被抢光`,
  expiredSummary: (taken: number, count: number, refund: string | null) =>
    refund === null
      ? `该红包已过期，已领取${taken}/${count}个`
      : `该红包已过期，已领取${taken}/${count}个，${refund}元已退回`,
  noClaims: '还没有人领取',
  luckiest: '手气最佳',
  myRecords: '查看我的红包记录',
  /** How long a packet took to be emptied. */
  duration: (ms: number) => {
    const s = Math.max(1, Math.round(ms / 1000));
    if (s < 60) return `${s}秒`;
    const m = Math.round(s / 60);
    if (m < 60) return `${m}分钟`;
    const h = Math.round(m / 60);
    return h < 24 ? `${h}小时` : `${Math.round(h / 24)}天`;
  },
  /** The history page. */
  historyTitle: '红包记录',
  received: '收到的红包',
  sentTab: '发出的红包',
  yearLabel: '年份',
  year: (year: number) => `${year}年`,
  receivedTotal: (name: string) => `${name}共收到`,
  sentTotal: (name: string) => `${name}共发出`,
  receivedCount: (n: number) => `收到红包${n}个`,
  luckiestCount: (n: number) => `手气最佳${n}次`,
  sentCount: (n: number) => `发出红包${n}个`,
  historyEmpty: '暂无红包记录',
  loadingMore: '加载中…',
  end: '没有更多了',
  progress: (taken: number, count: number) => `${taken}/${count}个`,
  refunded: '已退回',
  /** The award notice. */
  awardPrefix: '恭喜',
  awardIn: '在',
  awardWon: '中奖',
  awardLabel: (name: string, game: string, amount: string) => `恭喜${name}在${game}中奖${amount}`,
} as const;
