// Offline content for stories: banners are inline SVG data URIs, so no story needs a network.
import type { CompanyInfo, Notice, NoticeList } from '@jinli/contract';

function banner(from: string, to: string, title: string, subtitle: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/>
<circle cx="640" cy="70" r="120" fill="#fff" fill-opacity=".08"/><circle cx="90" cy="280" r="90" fill="#fff" fill-opacity=".08"/>
<text x="60" y="140" font-family="PingFang SC, Noto Sans CJK SC, sans-serif" font-size="64" font-weight="700" fill="#fff">${title}</text>
<text x="62" y="200" font-family="PingFang SC, Noto Sans CJK SC, sans-serif" font-size="30" fill="#ffe7a3">${subtitle}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function logo(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="64" viewBox="0 0 220 64">
<circle cx="32" cy="32" r="26" fill="#e0262e"/><text x="32" y="42" text-anchor="middle" font-size="28" font-weight="700" fill="#ffd66b" font-family="sans-serif">锦</text>
<text x="70" y="43" font-size="30" font-weight="700" fill="#b5122f" font-family="PingFang SC, Noto Sans CJK SC, sans-serif">锦鲤彩票</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const storyCompany: CompanyInfo = {
  name: '锦鲤彩票',
  logoUrl: logo(),
  bannerLogoUrl: '',
  regLogoUrl: '',
  homeCarousels: [
    {
      id: 1,
      sort: 30,
      noticeContent: banner('#e53935', '#8e0c22', '新春红包雨', '每天 20:00 准时开抢'),
      redirectUrl: '/',
    },
    {
      id: 2,
      sort: 20,
      noticeContent: banner('#f59e0b', '#b45309', '首充送 18%', '多充多送 上不封顶'),
      redirectUrl: 'https://example.com',
    },
    {
      id: 3,
      sort: 10,
      noticeContent: banner('#0f766e', '#064e3b', '六合彩直播', '每晚 21:30 开奖'),
      redirectUrl: '',
    },
  ],
  iosDownloadUrl: '',
  androidDownloadUrl: '',
  domain: 'jinli.example.com',
  encryptUrl: '',
  appDisplay: 0,
  olUrl: '',
  loginPopupUrl: '',
  regPopupUrl: '',
  companyDetailList: [],
  showWechatPopup: 0,
};

function notice(
  id: number,
  noticeTitle: string,
  noticeContent: string,
  roll_notice: number,
): Notice {
  return { id, noticeTitle, noticeContent, noticeType: 0, roll_notice };
}

export const storyNotices: NoticeList = {
  index_notice: [
    notice(1, '新春活动', '新春红包雨每天20:00准时开启，登录即可参与，祝您好运连连！', 1),
    notice(2, '维护公告', '系统将于本周三凌晨 02:00-04:00 进行例行维护，期间暂停服务。', 0),
    notice(3, '充值优惠', '首充送18%，多充多送，详情请咨询在线客服。', 1),
  ],
  lottery_notice: [],
};
