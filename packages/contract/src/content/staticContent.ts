// Static JSON of the content module (spec §7): when the static_templates switch is on
// (config.json `staticTemplates`), clients read templates, the database and template ads from
// files under /sys-upload/data/json/app-data-main/{company}/ instead of the API. The files are the
// public view: what a logged-out visitor gets (locked items withheld, like 0); a user's locked
// content and likes come from the API (template info, likes).
import { z } from 'zod';
import { gameDocumentPageSchema, templatePageSchema } from './templates';
import { adSlotSchema } from './promotions';

// The paths are plain functions, zod-free beside the route table for the client.
export {
  contentStaticBase,
  staticDatabasePath,
  staticTemplateAdsPath,
  staticTemplatesPath,
} from '../routes/contentConstants';

export const staticTemplatesSchema = templatePageSchema;
export const staticDatabaseSchema = gameDocumentPageSchema;
export const staticTemplateAdsSchema = z.array(adSlotSchema);
