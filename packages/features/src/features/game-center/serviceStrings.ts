// Texts of the service tiles and the home's quick icons, on their own: theme4's home shows those
// icons, and should not load every game-center text for them (issue 31's budget).
export const serviceStrings = {
  servicesLabel: '快捷服务',
  serviceRecharge: '充值',
  serviceWithdraw: '提现',
  serviceWash: '洗码',
  servicePromotions: '优惠',
  serviceSupport: '客服',
  serviceDatabase: '资料',
  serviceChat: '聊天室',
  /** Spec §2 / §8: the chat rooms are not available. */
  chatUnavailable: '聊天室目前不可用',
  quickIconsLabel: '快捷入口',
};
