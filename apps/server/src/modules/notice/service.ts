// Notices: pages of one type for /api/notice/queryPage, and the grouped list of notice_list.json.
import type { Notice, NoticeList, NoticeQuery, Page } from '@jinli/contract';
import type { Db } from '../../db/client';
import type { CompanyService } from '../company/service';
import { listNotices, type NoticeRow, pageNotices } from './queries';

/** noticeType of the home page's system notices (notice_list `index_notice`). */
export const INDEX_NOTICE_TYPE = 0;
/** noticeType of the draw screens' notices (notice_list `lottery_notice`). */
export const LOTTERY_NOTICE_TYPE = 1;

export interface NoticeService {
  queryPage(query: NoticeQuery): Promise<Page<Notice>>;
  noticeList(): Promise<NoticeList>;
}

function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    noticeTitle: row.title,
    noticeContent: row.content,
    noticeType: row.noticeType,
    roll_notice: row.rollNotice,
  };
}

export function createNoticeService(db: Db, company: CompanyService): NoticeService {
  return {
    async queryPage({ noticeType, page, rows }) {
      const { id } = await company.current();
      const result = await pageNotices(db, id, noticeType, (page - 1) * rows, rows);
      return { data: result.rows.map(toNotice), totalCount: result.total };
    },
    async noticeList() {
      const { id } = await company.current();
      const rows = await listNotices(db, id, [INDEX_NOTICE_TYPE, LOTTERY_NOTICE_TYPE]);
      return {
        index_notice: rows.filter((row) => row.noticeType === INDEX_NOTICE_TYPE).map(toNotice),
        lottery_notice: rows.filter((row) => row.noticeType === LOTTERY_NOTICE_TYPE).map(toNotice),
      };
    },
  };
}
