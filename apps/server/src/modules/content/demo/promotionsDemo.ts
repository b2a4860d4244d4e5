// Demo promotions (several classifications, one external-link promotion of template type 3) and
// ads for every slot (home AD01-AD010, AD11 modal, AD12, AD02; templates AD13, AD14). Redirects are
// app routes the client knows, or a full URL that opens externally. The first-recharge offers lead
// to FIRST_RECHARGE_TARGET, which also tells the apps to show them only to those who have not
// recharged (@jinli/domain contentAudienceOf).
import { FIRST_RECHARGE_TARGET } from '@jinli/domain';

export interface DemoPromotion {
  classifyType: number;
  classifyName: string;
  name: string;
  color: string;
  templateType: number;
  /** Days from seed time to start (negative: already started) and length in days. */
  startDays: number;
  days: number;
  /** The domain the promotion is limited to; '' (all of the demo's): the company's domain. */
  domain: string;
  content: string;
  /** templateType 3: the external link. */
  link?: string;
}

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    classifyType: 1,
    classifyName: '新人专享',
    name: '新人首充送彩金',
    color: '#e5393b',
    templateType: 1,
    startDays: -10,
    days: 90,
    domain: '',
    content:
      '活动期间新注册会员首次充值任意金额，即可获得充值金额 10% 的彩金。\n\n彩金需完成一倍流水方可提现。',
  },
  {
    classifyType: 1,
    classifyName: '新人专享',
    name: '注册即送体验金',
    color: '#ff9f43',
    templateType: 1,
    startDays: -30,
    days: 365,
    domain: '',
    content: '新会员注册成功后可领取体验金，登录后在福利中心领取。',
  },
  {
    classifyType: 2,
    classifyName: '彩票优惠',
    name: '六合彩天天返水',
    color: '#1f9d55',
    templateType: 1,
    startDays: -5,
    days: 60,
    domain: '',
    content: '六合彩有效投注每日返水，最高 1.2%，次日自动到账。',
  },
  {
    classifyType: 2,
    classifyName: '彩票优惠',
    name: '连中三期加奖',
    color: '#1e6fd9',
    templateType: 1,
    startDays: -1,
    days: 30,
    domain: '',
    content: '同一彩种连续三期中奖，额外奖励 88 元。',
  },
  {
    classifyType: 3,
    classifyName: 'VIP 专属',
    name: 'VIP 晋级礼金',
    color: '#8e44ad',
    templateType: 1,
    startDays: -20,
    days: 180,
    domain: '',
    content: '会员每晋升一级即可领取对应等级的晋级礼金，等级越高礼金越多。',
  },
  {
    classifyType: 3,
    classifyName: 'VIP 专属',
    name: '周年庆活动详情',
    color: '#b8860b',
    templateType: 3,
    startDays: -3,
    days: 14,
    domain: '',
    content: '点击查看周年庆活动详情。',
    link: 'https://example.com/jinli/anniversary',
  },
];

export interface DemoAd {
  slotCode: string;
  title: string;
  redirectUrl: string;
}

export const DEMO_ADS: readonly DemoAd[] = [
  { slotCode: 'AD01', title: '首充送彩金', redirectUrl: FIRST_RECHARGE_TARGET },
  { slotCode: 'AD02', title: '图库每期更新', redirectUrl: '/gallery' },
  { slotCode: 'AD02', title: '资料大全', redirectUrl: '/databases' },
  { slotCode: 'AD03', title: '开奖直播', redirectUrl: '/lottery-history/110?type=live-lottery' },
  { slotCode: 'AD04', title: 'VIP 特权', redirectUrl: '/profile-vip' },
  { slotCode: 'AD05', title: '天天返水', redirectUrl: '/betting-bonus' },
  { slotCode: 'AD06', title: '聊天大厅', redirectUrl: '/chat-rooms' },
  { slotCode: 'AD07', title: '澳门六合彩', redirectUrl: '/game/110' },
  { slotCode: 'AD08', title: '香港六合彩', redirectUrl: '/game/70' },
  { slotCode: 'AD09', title: '极速六合彩', redirectUrl: '/game/71' },
  { slotCode: 'AD010', title: '下载 App', redirectUrl: 'https://example.com/jinli/app' },
  { slotCode: 'AD11', title: '新人首充送彩金', redirectUrl: FIRST_RECHARGE_TARGET },
  { slotCode: 'AD12', title: '充值秒到账', redirectUrl: '/recharge' },
  { slotCode: 'AD13', title: '资料库精选', redirectUrl: '/databases' },
  { slotCode: 'AD14', title: '高手交流群', redirectUrl: '/chat-rooms' },
];

/** Names of the ad slots. */
export const AD_SLOT_NAMES: Readonly<Record<string, string>> = {
  AD01: '首页广告一',
  AD02: '首页横幅',
  AD03: '首页广告三',
  AD04: '首页广告四',
  AD05: '首页广告五',
  AD06: '首页广告六',
  AD07: '首页广告七',
  AD08: '首页广告八',
  AD09: '首页广告九',
  AD010: '首页广告十',
  AD11: '首页弹窗',
  AD12: '首页顶部',
  AD13: '模板广告一',
  AD14: '模板广告二',
};
