// Static JSON of the content module (spec §7): when the static_templates switch is on
// (config.json `staticTemplates`), clients read templates, the database and template ads from
// files under /sys-upload/data/json/app-data-main/{company}/ instead of the API. The files are the
// public view: what a logged-out visitor gets (locked items withheld, like 0); a user's locked
// content and likes come from the API (template info, likes).
import { z } from 'zod';
import { STATIC_JSON_PREFIX } from '../staticConfig';
import { gameDocumentPageSchema, templatePageSchema } from './templates';
import { adSlotSchema } from './promotions';

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

export const staticTemplatesSchema = templatePageSchema;
export const staticDatabaseSchema = gameDocumentPageSchema;
export const staticTemplateAdsSchema = z.array(adSlotSchema);
