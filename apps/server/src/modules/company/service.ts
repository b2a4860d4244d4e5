// The company (brand) this deployment serves, found by its code, and its public information.
import { type CompanyInfo, ErrorCode } from '@jinli/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/AppError';
import {
  type CompanyRow,
  findCompanyByCode,
  listCarouselSlides,
  listCompanyDetails,
} from './queries';

/** The carousel of the home page. */
export const HOME_CAROUSEL = 'home';

/** Message when the database holds no company with the configured code (e.g. started with --no-seed). */
export const COMPANY_MISSING_MSG = '站点尚未初始化';

export interface CompanyService {
  /** The company row of the configured code; 404 SYS/NOT_FOUND when it does not exist. */
  current(): Promise<CompanyRow>;
  /** Company information with the home carousel by `sort` descending. */
  info(): Promise<CompanyInfo>;
}

export function createCompanyService(db: Db, code: string): CompanyService {
  async function current(): Promise<CompanyRow> {
    const row = await findCompanyByCode(db, code);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, COMPANY_MISSING_MSG);
    return row;
  }

  return {
    current,
    async info() {
      const row = await current();
      const [slides, details] = await Promise.all([
        listCarouselSlides(db, row.id, HOME_CAROUSEL),
        listCompanyDetails(db, row.id),
      ]);
      return {
        name: row.name,
        logoUrl: row.logoUrl,
        bannerLogoUrl: row.bannerLogoUrl,
        regLogoUrl: row.regLogoUrl,
        homeCarousels: slides.map((slide) => ({
          id: slide.id,
          sort: slide.sort,
          noticeContent: slide.imageUrl,
          redirectUrl: slide.redirectUrl,
        })),
        iosDownloadUrl: row.iosDownloadUrl,
        androidDownloadUrl: row.androidDownloadUrl,
        domain: row.domain,
        encryptUrl: row.encryptUrl,
        appDisplay: row.appDisplay,
        olUrl: row.olUrl,
        loginPopupUrl: row.loginPopupUrl,
        regPopupUrl: row.regPopupUrl,
        companyDetailList: details.map((detail) => ({
          type: detail.type,
          content: detail.content,
          httpImageUrl: detail.httpImageUrl,
          wechatUrl: detail.wechatUrl,
        })),
        showWechatPopup: row.showWechatPopup,
      };
    },
  };
}
