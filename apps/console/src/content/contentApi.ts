// Content lists of the console (@jinli/contract/console content.ts): GET a page (page, rows, q,
// enabled and each list's own filters), POST a new row, PATCH /:id, DELETE /:id. Every role
// reads; 运营/管理员 change. A change shows in the player apps at once (their cache is dropped).
import { CONSOLE_CONTENT_PATHS, consolePathOf } from '@jinli/contract/console';
import { consoleApi, type Query } from '../api/client';

export type ContentKind = 'banners' | 'notices' | 'ads' | 'promotions';

const ITEM_PATHS: Record<ContentKind, string> = {
  banners: CONSOLE_CONTENT_PATHS.banner,
  notices: CONSOLE_CONTENT_PATHS.notice,
  ads: CONSOLE_CONTENT_PATHS.ad,
  promotions: CONSOLE_CONTENT_PATHS.promotion,
};

export interface ContentPage<Row> {
  data: Row[];
  totalCount: number;
}

export const contentApi = {
  list: <Row>(kind: ContentKind, query: Query, page: number, rows: number) =>
    consoleApi.get<ContentPage<Row>>(CONSOLE_CONTENT_PATHS[kind], { ...query, page, rows }),
  create: <Row>(kind: ContentKind, body: unknown) =>
    consoleApi.post<Row>(CONSOLE_CONTENT_PATHS[kind], body),
  update: <Row>(kind: ContentKind, id: number, body: unknown) =>
    consoleApi.patch<Row>(consolePathOf(ITEM_PATHS[kind], id), body),
  remove: (kind: ContentKind, id: number) =>
    consoleApi.del<null>(consolePathOf(ITEM_PATHS[kind], id)),
  adSlots: async () =>
    (
      await consoleApi.get<{ data: { code: string; name: string }[] }>(
        CONSOLE_CONTENT_PATHS.adSlots,
      )
    ).data,
};
