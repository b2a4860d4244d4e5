// The demo content of a fresh database (Chinese, as the product shows it). Images point at the
// server's own generated SVGs; nothing refers to an outside host.
import type { RegisterFieldLimit, RegisterFieldName } from '@jinli/contract';
import { REGISTER_MESSAGES, REGISTER_TARGET } from '@jinli/domain';
import { bannerUrl, LOGO_URL, WIDE_LOGO_URL } from '../modules/images/imageUrls';
import { INDEX_NOTICE_TYPE, LOTTERY_NOTICE_TYPE } from '../modules/notice/service';

/** One yuan in thousandths. */
const YUAN = 1000n;

export const demoCompany = {
  name: '锦鲤',
  logoUrl: WIDE_LOGO_URL,
  bannerLogoUrl: WIDE_LOGO_URL,
  regLogoUrl: LOGO_URL,
  iosDownloadUrl: '',
  androidDownloadUrl: '',
  // No domain of its own: the deployment configures its public domains (--domain,
  // JINLI_SITE_DOMAINS); until then the app shows the host its page was served from.
  domain: '',
  encryptUrl: '',
  appDisplay: 0,
  olUrl: '/services',
  loginPopupUrl: '',
  regPopupUrl: '',
  showWechatPopup: 0,
};

export const demoCompanyDetails = [
  { type: 1, content: '在线客服 7×24 小时为您服务', sort: 1 },
  { type: 2, content: '官方微信：jinli_kefu', sort: 2 },
];

/**
 * Home slides; inserted out of `sort` order on purpose, the API sorts them. Banner 1 calls to sign
 * up (注册即享新人礼遇 / 立即注册): it leads to the register page, which also tells the apps to show
 * it to visitors only (@jinli/domain contentAudienceOf).
 */
export const demoCarousel = [
  { title: '澳门六合彩 每晚 20:30 直播开奖', image: 2, redirectUrl: '/game/110', sort: 40 },
  { title: '锦鲤 · 好运连连', image: 1, redirectUrl: REGISTER_TARGET, sort: 30 },
  { title: '图库 · 资料大全', image: 4, redirectUrl: '/gallery', sort: 10 },
  { title: 'VIP 尊享特权', image: 3, redirectUrl: '/profile-vip', sort: 20 },
].map(({ image, ...slide }) => ({ ...slide, imageUrl: bannerUrl(image) }));

export const demoNotices = [
  {
    noticeType: INDEX_NOTICE_TYPE,
    title: '欢迎来到锦鲤',
    content: '锦鲤欢迎您！澳门六合彩每晚 20:30 准时开奖，全程直播，祝您好运连连。',
    rollNotice: 1,
    sort: 40,
  },
  {
    noticeType: INDEX_NOTICE_TYPE,
    title: '充值到账提醒',
    content: '充值成功后通常 1～3 分钟内到账，如遇延迟请联系在线客服。',
    rollNotice: 1,
    sort: 30,
  },
  {
    noticeType: INDEX_NOTICE_TYPE,
    title: '防骗提示',
    content: '本平台工作人员不会以任何理由索要您的登录密码或交易密码，请妥善保管账户信息。',
    rollNotice: 0,
    sort: 20,
  },
  {
    noticeType: INDEX_NOTICE_TYPE,
    title: '系统维护通知',
    content: '为提供更优质的服务，系统将于每周二 06:00-08:00 例行维护，期间部分功能可能暂停使用。',
    rollNotice: 0,
    sort: 10,
  },
  {
    noticeType: LOTTERY_NOTICE_TYPE,
    title: '开奖公告',
    content: '澳门六合彩每晚 20:30 开奖；香港六合彩以官方开奖时间为准；极速六合彩每分钟一期。',
    rollNotice: 1,
    sort: 10,
  },
];

/** Register form: account and both passwords required; name, phone and promo code shown. Messages are the spec's (§5). */
export const demoRegisterFields: Record<RegisterFieldName, RegisterFieldLimit> = {
  account: {
    show: true,
    required: true,
    ...REGISTER_MESSAGES.account,
    placeholder: '请输入6-15位字母或数字，以字母开头',
  },
  password: {
    show: true,
    required: true,
    ...REGISTER_MESSAGES.password,
    placeholder: '请输入8-25位密码，须含大小写字母和数字',
  },
  confirmPassword: {
    show: true,
    required: true,
    ...REGISTER_MESSAGES.confirmPassword,
    placeholder: '请再次输入登录密码',
  },
  fullName: {
    show: true,
    required: false,
    ...REGISTER_MESSAGES.fullName,
    placeholder: '请输入真实姓名（须与提款银行卡一致）',
  },
  fundPwd: {
    show: false,
    required: false,
    ...REGISTER_MESSAGES.fundPwd,
    placeholder: '请输入4位数字交易密码',
  },
  birthday: {
    show: false,
    required: false,
    ...REGISTER_MESSAGES.birthday,
    placeholder: '请选择出生日期',
  },
  email: {
    show: false,
    required: false,
    ...REGISTER_MESSAGES.email,
    placeholder: '请输入邮箱地址',
  },
  phone: {
    show: true,
    required: false,
    ...REGISTER_MESSAGES.phone,
    placeholder: '请输入11位手机号码',
  },
  qq: {
    show: false,
    required: false,
    ...REGISTER_MESSAGES.qq,
    placeholder: '请输入QQ号码',
  },
  weixin: {
    show: false,
    required: false,
    ...REGISTER_MESSAGES.weixin,
    placeholder: '请输入微信账号',
  },
  intrCode: {
    show: true,
    required: false,
    ...REGISTER_MESSAGES.intrCode,
    placeholder: '请输入推广码（选填）',
  },
};

export const demoRegisterSetting = {
  userAccountMessage: REGISTER_MESSAGES.account.error,
  wechatPlaceholder: '请输入微信账号',
  vCode: false,
  thirdCaptcha: false,
  registerBonus: 0n,
};

export const demoWithdrawLimit = {
  minMoney: 100n * YUAN,
  maxMoney: 50_000n * YUAN,
  dailyTimes: 5,
  maxBank: 50_000n * YUAN,
  maxUsdt: 100_000n * YUAN,
  maxEWallet: 20_000n * YUAN,
  maxDirectCharging: 50_000n * YUAN,
};

/**
 * Recharge total (thousandths) needed for each chat level. Level 2 is the moderator's, given by
 * the operator and never bought (wallet/progress.ts syncChatLevel), so the ladder skips it.
 */
export const demoChatLevels = [
  { level: 1, rechMoney: 0n },
  { level: 3, rechMoney: 1_000n * YUAN },
];

export const demoHomeLotteries = [
  { gameId: 110, gameName: '澳门六合彩', sort: 30 },
  { gameId: 70, gameName: '香港六合彩', sort: 20 },
  { gameId: 71, gameName: '极速六合彩', sort: 10 },
];
