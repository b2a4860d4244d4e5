// Offline promotions for stories and tests, shaped like the contract (spec §3 Promotion); covers
// are inline SVG data URIs.
import type { Promotion, PromotionList } from '@jinli/contract';

function cover(from: string, to: string, title: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/><circle cx="650" cy="60" r="110" fill="#fff" fill-opacity=".1"/>
<text x="50" y="170" font-family="PingFang SC, Noto Sans CJK SC, sans-serif" font-size="60" font-weight="700" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** 2026-11-01 00:00 and 2026-12-31 23:59 in UTC+8, epoch ms. */
const START = Date.UTC(2026, 9, 31, 16, 0);
const END = Date.UTC(2026, 11, 31, 15, 59);

export function promotionFixture(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    classifyType: 1,
    classifyName: '新人优惠',
    name: '首充送18%',
    coverUrl: cover('#e53935', '#8e0c22', '首充送18%'),
    imageUrl: cover('#e53935', '#8e0c22', '活动细则'),
    templateType: 1,
    color: '#e53935',
    startTime: START,
    endTime: END,
    domain: 'jinli.example.com',
    content: '活动期间首次充值即送18%彩金。\n\n每位会员限参与一次。',
    sort: 10,
    ...overrides,
  };
}

export const promotionListFixture: PromotionList = {
  data: [
    promotionFixture(),
    promotionFixture({
      id: 2,
      classifyType: 2,
      classifyName: '每日活动',
      name: '每日签到领红包',
      color: '#059669',
      coverUrl: cover('#10b981', '#065f46', '每日签到'),
      sort: 9,
    }),
    promotionFixture({
      id: 3,
      classifyType: 2,
      classifyName: '每日活动',
      name: '六合彩加奖',
      color: '#1f6feb',
      templateType: 3,
      imageUrl: 'https://promo.example.com/mark-six.png',
      coverUrl: cover('#3b82f6', '#1e3a8a', '六合彩加奖'),
      sort: 8,
    }),
  ],
  classifyList: [
    { classifyType: 1, classifyName: '新人优惠' },
    { classifyType: 2, classifyName: '每日活动' },
  ],
};
