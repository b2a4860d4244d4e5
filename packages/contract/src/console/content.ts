// The operator console's content API (issue 32, 内容): home banners (carousel), notices and the
// marquee (notice.roll_notice), ads by slot and promotions — list with filters and paging, create,
// update (enabled: false disables), delete and reorder. Every path is served on the console's own
// listener only, with the session cookie and the CSRF header; 运营 and 管理员 change, every role reads.
// Text is stored as typed and shown to players as text (never HTML); URLs are checked here so that
// no `javascript:` or protocol-relative link can reach a player's screen.
import { z } from 'zod';
import { pageSchema } from '../envelope';
import { CHAT_IMAGE_MAX_BYTES } from '../routes/chatConstants';
import {
  CONSOLE_API_PREFIX,
  consolePagingSchema,
  consoleQueryFlagSchema,
  consoleSearchSchema,
} from './paging';

/** Base of every content path. */
export const CONSOLE_CONTENT_BASE = `${CONSOLE_API_PREFIX}/content`;

/** Content paths (`:id` a row id). */
export const CONSOLE_CONTENT_PATHS = {
  banners: `${CONSOLE_CONTENT_BASE}/banners`,
  banner: `${CONSOLE_CONTENT_BASE}/banners/:id`,
  bannerOrder: `${CONSOLE_CONTENT_BASE}/banners/order`,
  notices: `${CONSOLE_CONTENT_BASE}/notices`,
  notice: `${CONSOLE_CONTENT_BASE}/notices/:id`,
  noticeOrder: `${CONSOLE_CONTENT_BASE}/notices/order`,
  ads: `${CONSOLE_CONTENT_BASE}/ads`,
  ad: `${CONSOLE_CONTENT_BASE}/ads/:id`,
  adOrder: `${CONSOLE_CONTENT_BASE}/ads/order`,
  /** GET: the ad slots with their names (AD01 … AD14). */
  adSlots: `${CONSOLE_CONTENT_BASE}/ad-slots`,
  promotions: `${CONSOLE_CONTENT_BASE}/promotions`,
  promotion: `${CONSOLE_CONTENT_BASE}/promotions/:id`,
  promotionOrder: `${CONSOLE_CONTENT_BASE}/promotions/order`,
  /** GET: the images an image field may choose (generated banners, logos, uploads); POST: upload one. */
  images: `${CONSOLE_CONTENT_BASE}/images`,
} as const;

/** `path` with its `:id` filled in. */
export const consolePathOf = (path: string, id: number | string): string =>
  path.replace(':id', encodeURIComponent(String(id)));

// ---- shared fields -------------------------------------------------------------------------

/** Longest URL accepted in an image or link field. */
export const CONSOLE_URL_MAX = 500;

export const CONSOLE_URL_TEXT = {
  image: '图片地址须为站内路径（/ 开头）或 http(s) 网址',
  redirect: '跳转地址须为空、站内路径（/ 开头）或 http(s) 网址',
  color: '颜色须为 #RRGGBB 格式',
  dates: '结束时间不能早于开始时间',
  externalLink: '外链活动（templateType 3）须填写 http(s) 链接（imageUrl）',
  order: '排序列表须为不重复的 ID',
} as const;

/** A path on the API origin: '/' then no second '/' or '\' (not protocol-relative), no spaces or quotes. */
const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\`]*$/;
/** An http(s) URL with a host, no spaces or quotes. */
const WEB_URL = /^https?:\/\/[^\s/"'<>\\`]+[^\s"'<>\\`]*$/i;

/** True when `url` is a site path or an http(s) URL (what an image or a link may be). */
export const isConsoleUrl = (url: string): boolean => SITE_PATH.test(url) || WEB_URL.test(url);

/** An image: a site path (e.g. /sys-upload/images/banner/1.svg) or an http(s) URL. */
export const consoleImageUrl = z
  .string()
  .max(CONSOLE_URL_MAX)
  .transform((url) => url.trim())
  .refine(isConsoleUrl, { message: CONSOLE_URL_TEXT.image });

/**
 * An image that may be left empty: '' asks the server to draw the picture from the row's title
 * (ads and promotion covers, images/art.ts).
 */
export const consoleImageUrlOrDrawn = z
  .string()
  .max(CONSOLE_URL_MAX)
  .transform((url) => url.trim())
  .refine((url) => url === '' || isConsoleUrl(url), { message: CONSOLE_URL_TEXT.image });

/** Where a tap leads: '' nothing, an in-app path ('/game/70'), or an http(s) URL opened outside. */
export const consoleRedirectUrl = z
  .string()
  .max(CONSOLE_URL_MAX)
  .transform((url) => url.trim())
  .refine((url) => url === '' || isConsoleUrl(url), { message: CONSOLE_URL_TEXT.redirect });

/** Text shown to players: trimmed, `min`..`max` characters (stored and shown as text, never HTML). */
export const consoleText = (min: number, max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((text) => text.trim())
    .pipe(z.string().min(min).max(max));

/** A display order: larger first, as the player apps sort. */
export const consoleSort = z.number().int().min(-1_000_000).max(1_000_000);

/** A row id in a path. */
export const consoleIdParams = z.object({
  id: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});

/**
 * Paging of every content list (paging.ts: `page` from 1, `pageSize` 1–100), search text in titles
 * and names, and the enabled filter ('1'/'true' enabled only, '0'/'false' disabled only).
 */
export const consolePageQuery = consolePagingSchema.extend({
  q: consoleSearchSchema.optional(),
  enabled: consoleQueryFlagSchema.optional(),
});

/** The rows of one list in the order to show them, first first (the server rewrites their sort). */
export const consoleOrderBody = z.object({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: CONSOLE_URL_TEXT.order }),
});
export type ConsoleOrderBody = z.infer<typeof consoleOrderBody>;

/** A page of a console list: `{ data, totalCount }`. */
export const consoleContentPage = <T extends z.ZodType>(row: T) => pageSchema(row);

// ---- banners (carousel) --------------------------------------------------------------------

/** Carousels a banner may be in (the player apps show 'home'). */
export const CONSOLE_BANNER_POSITIONS = ['home'] as const;

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Epoch ms. */
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

export const consoleBannerQuery = consolePageQuery.extend({
  position: z.enum(CONSOLE_BANNER_POSITIONS).optional(),
});

export const consoleBannerCreate = z.object({
  position: z.enum(CONSOLE_BANNER_POSITIONS).default('home'),
  /** For operators (the picture carries its own text); may be empty. */
  title: consoleText(0, 100).default(''),
  imageUrl: consoleImageUrl,
  redirectUrl: consoleRedirectUrl.default(''),
  sort: consoleSort.default(0),
  enabled: z.boolean().default(true),
});
export type ConsoleBannerCreate = z.input<typeof consoleBannerCreate>;

export const consoleBannerUpdate = z.object({
  title: consoleText(0, 100).optional(),
  imageUrl: consoleImageUrl.optional(),
  redirectUrl: consoleRedirectUrl.optional(),
  sort: consoleSort.optional(),
  enabled: z.boolean().optional(),
});
export type ConsoleBannerUpdate = z.input<typeof consoleBannerUpdate>;

// ---- notices and the marquee ---------------------------------------------------------------

/** 0 system notice (home modal), 1 lottery notice (draw screens). */
export const CONSOLE_NOTICE_TYPES = [0, 1] as const;

export const consoleNoticeSchema = z.object({
  id: z.number().int(),
  noticeType: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** 1: also scrolls in the marquee. */
  rollNotice: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

const noticeTypeField = z.union([z.literal(0), z.literal(1)]);
const rollField = z.union([z.literal(0), z.literal(1)]);

export const consoleNoticeQuery = consolePageQuery.extend({
  noticeType: z.enum(['0', '1']).optional(),
  /** true: marquee notices only; false: the others. */
  rollNotice: consoleQueryFlagSchema.optional(),
});

export const consoleNoticeCreate = z.object({
  noticeType: noticeTypeField.default(0),
  title: consoleText(1, 100),
  content: consoleText(1, 5000),
  rollNotice: rollField.default(0),
  sort: consoleSort.default(0),
  enabled: z.boolean().default(true),
});
export type ConsoleNoticeCreate = z.input<typeof consoleNoticeCreate>;

export const consoleNoticeUpdate = z.object({
  noticeType: noticeTypeField.optional(),
  title: consoleText(1, 100).optional(),
  content: consoleText(1, 5000).optional(),
  rollNotice: rollField.optional(),
  sort: consoleSort.optional(),
  enabled: z.boolean().optional(),
});
export type ConsoleNoticeUpdate = z.input<typeof consoleNoticeUpdate>;

// ---- ads -----------------------------------------------------------------------------------

/** Every ad slot: home AD01 … AD010, AD11 (modal), AD12; templates AD13, AD14 (spec's codes). */
export const CONSOLE_AD_SLOTS = [
  'AD01',
  'AD02',
  'AD03',
  'AD04',
  'AD05',
  'AD06',
  'AD07',
  'AD08',
  'AD09',
  'AD010',
  'AD11',
  'AD12',
  'AD13',
  'AD14',
] as const;
export type ConsoleAdSlot = (typeof CONSOLE_AD_SLOTS)[number];

export const consoleAdSlotSchema = z.object({ code: z.string(), name: z.string() });

export const consoleAdSchema = z.object({
  id: z.number().int(),
  slotCode: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type ConsoleAd = z.infer<typeof consoleAdSchema>;

export const consoleAdQuery = consolePageQuery.extend({
  slotCode: z.enum(CONSOLE_AD_SLOTS).optional(),
});

export const consoleAdCreate = z.object({
  slotCode: z.enum(CONSOLE_AD_SLOTS),
  /** Unique within the slot. */
  title: consoleText(1, 50),
  /** '' draws the picture from the title. */
  imageUrl: consoleImageUrlOrDrawn.default(''),
  redirectUrl: consoleRedirectUrl.default(''),
  sort: consoleSort.default(0),
  enabled: z.boolean().default(true),
});
export type ConsoleAdCreate = z.input<typeof consoleAdCreate>;

export const consoleAdUpdate = z.object({
  slotCode: z.enum(CONSOLE_AD_SLOTS).optional(),
  title: consoleText(1, 50).optional(),
  imageUrl: consoleImageUrlOrDrawn.optional(),
  redirectUrl: consoleRedirectUrl.optional(),
  sort: consoleSort.optional(),
  enabled: z.boolean().optional(),
});
export type ConsoleAdUpdate = z.input<typeof consoleAdUpdate>;

/** Reordering is per slot: every id must be an ad of `slotCode`. */
export const consoleAdOrderBody = consoleOrderBody.extend({ slotCode: z.enum(CONSOLE_AD_SLOTS) });

// ---- promotions ----------------------------------------------------------------------------

/** templateType: 1 a detail page, 3 `imageUrl` opens externally. */
export const CONSOLE_PROMOTION_TEMPLATE_TYPES = [1, 3] as const;

export const consolePromotionSchema = z.object({
  id: z.number().int(),
  classifyType: z.number().int(),
  classifyName: z.string(),
  name: z.string(),
  coverUrl: z.string(),
  imageUrl: z.string(),
  templateType: z.number().int(),
  color: z.string(),
  /** Epoch ms. */
  startTime: z.number().int(),
  endTime: z.number().int(),
  domain: z.string(),
  content: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;

export const consolePromotionQuery = consolePageQuery.extend({
  classifyType: z.coerce.number<number>().int().min(0).max(1_000).optional(),
  /** When, relative to now: running, not started yet, or over. */
  state: z.enum(['running', 'upcoming', 'ended']).optional(),
});

/** Epoch ms between 2000 and 2999. */
const epochMs = z.number().int().min(946_684_800_000).max(32_503_680_000_000);

const promotionFields = {
  classifyType: z.number().int().min(0).max(1_000),
  classifyName: consoleText(1, 20),
  /** Unique per company. */
  name: consoleText(1, 50),
  /** '' draws the cover from the name. */
  coverUrl: consoleImageUrlOrDrawn,
  /** The detail picture, or with templateType 3 the URL opened externally. */
  imageUrl: z.union([z.literal(''), consoleImageUrl]),
  templateType: z.union([z.literal(1), z.literal(3)]),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: CONSOLE_URL_TEXT.color }),
  startTime: epochMs,
  endTime: epochMs,
  /** The domain label shown on the card ('' the company's). */
  domain: consoleText(0, 100),
  /** Plain text; paragraphs separated by blank lines. */
  content: consoleText(0, 10_000),
  sort: consoleSort,
  enabled: z.boolean(),
};

export const consolePromotionCreate = z
  .object({
    ...promotionFields,
    coverUrl: promotionFields.coverUrl.default(''),
    imageUrl: promotionFields.imageUrl.default(''),
    templateType: promotionFields.templateType.default(1),
    color: promotionFields.color.default('#e5393b'),
    domain: promotionFields.domain.default(''),
    content: promotionFields.content.default(''),
    sort: promotionFields.sort.default(0),
    enabled: promotionFields.enabled.default(true),
  })
  .refine((body) => body.startTime <= body.endTime, {
    message: CONSOLE_URL_TEXT.dates,
    path: ['endTime'],
  });
export type ConsolePromotionCreate = z.input<typeof consolePromotionCreate>;

/** Any subset; the dates are checked against the stored ones on the server. */
export const consolePromotionUpdate = z.object(promotionFields).partial();
export type ConsolePromotionUpdate = z.input<typeof consolePromotionUpdate>;

// ---- images --------------------------------------------------------------------------------

/** An image an image field may choose. */
export const consoleImageSchema = z.object({
  url: z.string(),
  /** 'banner' a generated banner design, 'logo' a generated logo, 'upload' an operator's upload. */
  kind: z.enum(['banner', 'logo', 'upload']),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type ConsoleImage = z.infer<typeof consoleImageSchema>;

/** Largest upload (bytes): the chat's image limit, the same pipeline re-encodes it. */
export const CONSOLE_IMAGE_MAX_BYTES = CHAT_IMAGE_MAX_BYTES;
