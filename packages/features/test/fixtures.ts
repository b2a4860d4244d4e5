// Realistic answers of the reference server for the home screen.
import type { CompanyInfo, Notice, NoticeList } from '@jinli/contract';

export const company: CompanyInfo = {
  name: '锦鲤彩票',
  logoUrl: 'http://img.test/logo.png',
  bannerLogoUrl: '',
  regLogoUrl: '',
  homeCarousels: [
    {
      id: 11,
      sort: 1,
      noticeContent: 'http://img.test/banner-low.png',
      redirectUrl: 'https://promo.example.com/spring',
    },
    { id: 12, sort: 30, noticeContent: 'http://img.test/banner-top.png', redirectUrl: '/gallery' },
    {
      id: 13,
      sort: 20,
      noticeContent: '/sys-upload/images/banner-mid.png',
      redirectUrl: '/no-such-screen',
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

export const noticeList: NoticeList = {
  index_notice: [
    notice(1, '新春活动', '新春红包雨每天20:00准时开启', 1),
    notice(2, '维护公告', '系统将于周三凌晨维护两小时', 0),
    notice(3, '充值优惠', '<p>首充送<b>18%</b></p><p>多充多送</p>', 1),
  ],
  lottery_notice: [notice(9, '开奖公告', '澳门六合彩今晚21:30开奖', 1)],
};
