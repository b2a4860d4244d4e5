// Page sizes and static file paths of the content module (spec §7, §9), kept zod-free beside the
// route table (content/*.ts re-export them) so the client's content calls load no schemas.
import { STATIC_JSON_PREFIX } from './staticPaths';

/** Gallery page size (spec §9: 30). */
export const GALLERY_PAGE_ROWS = 30;
/** Template page size (spec §9: 20). */
export const TEMPLATE_PAGE_ROWS = 20;
/** Database page size (spec §9: 100). */
export const DATABASE_PAGE_ROWS = 100;

/** Folder of the company's static content. */
export function contentStaticBase(companyCode: string): string {
  return `${STATIC_JSON_PREFIX}app-data-main/${encodeURIComponent(companyCode)}/`;
}

/** Every template of a game (all play categories), as GET /game-document/template answers page 1 with all rows. */
export function staticTemplatesPath(companyCode: string, gameId: number): string {
  return `${contentStaticBase(companyCode)}template/${gameId}.json`;
}

/** Every document of a game, as GET /game-document/database answers with all rows. */
export function staticDatabasePath(companyCode: string, gameId: number): string {
  return `${contentStaticBase(companyCode)}database/${gameId}.json`;
}

/** The template ad slots (AD13, AD14), as GET /game-document/template/ads answers. */
export function staticTemplateAdsPath(companyCode: string): string {
  return `${contentStaticBase(companyCode)}common/template_ads.json`;
}
