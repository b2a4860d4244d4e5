// Contract-valid documents the test servers answer with.
import type { CompanyInfo, NoticeList, Page, Notice, SiteConfig } from '@jinli/contract';

export const company: CompanyInfo = {
  name: '锦鲤彩票',
  logoUrl: '/sys-upload/logo.png',
  bannerLogoUrl: '/sys-upload/banner-logo.png',
  regLogoUrl: '/sys-upload/reg-logo.png',
  homeCarousels: [
    { id: 2, sort: 9, noticeContent: '/sys-upload/banner-2.png', redirectUrl: '/promotional' },
    {
      id: 1,
      sort: 1,
      noticeContent: '/sys-upload/banner-1.png',
      redirectUrl: 'https://example.com',
    },
  ],
  iosDownloadUrl: '',
  androidDownloadUrl: '',
  domain: 'jinli.example\nbackup.example',
  encryptUrl: '',
  appDisplay: 0,
  olUrl: 'https://service.example/chat',
  loginPopupUrl: '',
  regPopupUrl: '',
  companyDetailList: [],
  showWechatPopup: 0,
};

export const notice: Notice = {
  id: 7,
  noticeTitle: '系统公告',
  noticeContent: '欢迎来到锦鲤',
  noticeType: 0,
  roll_notice: 1,
};

export const noticePage: Page<Notice> = { data: [notice], totalCount: 1 };

export const noticeList: NoticeList = { index_notice: [notice], lottery_notice: [] };

export const siteConfig: SiteConfig = {
  companyCode: 'JL01',
  companyName: '锦鲤',
  version: '5.0.8',
  defaultGameId: 110,
  encrypt: true,
  staticTemplates: false,
};

export function ok<T>(data: T) {
  return { code: 0, msg: 'success', data };
}
