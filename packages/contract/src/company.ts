// Company (brand) information and the home carousel (spec §3 "Company info", "Carousel slide").
import { z } from 'zod';
import { endpoint } from './endpointDef';

/** One home carousel slide; slides are shown by `sort` descending. */
export const carouselSlideSchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  /** Image URL of the slide. */
  noticeContent: z.string(),
  /** Full URL (opens externally), an in-app path (opens when a known route), or empty. */
  redirectUrl: z.string(),
});
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

export const companyDetailSchema = z.object({
  type: z.number().int(),
  content: z.string(),
  httpImageUrl: z.string(),
  wechatUrl: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyInfoSchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  bannerLogoUrl: z.string(),
  regLogoUrl: z.string(),
  homeCarousels: z.array(carouselSlideSchema),
  iosDownloadUrl: z.string(),
  androidDownloadUrl: z.string(),
  /** One domain a line; the first line is shown. */
  domain: z.string(),
  encryptUrl: z.string(),
  /** 1: game-center categories as a vertical rail (landscape), else horizontal tabs. */
  appDisplay: z.number().int(),
  /** Online customer-service URL. */
  olUrl: z.string(),
  loginPopupUrl: z.string(),
  regPopupUrl: z.string(),
  companyDetailList: z.array(companyDetailSchema),
  showWechatPopup: z.number().int(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const companyEndpoints = {
  /** Company (brand) information including the home carousels. */
  companyInfo: endpoint({
    method: 'GET',
    base: 'app',
    path: '/company/get',
    response: companyInfoSchema,
  }),
} as const;
