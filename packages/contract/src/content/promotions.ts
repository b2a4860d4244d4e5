// Promotions, ads, likes collection (spec §2 Promotions, Home ad slots, §3 Promotion, ad template,
// §7 GET /promotion/list (v2)). Dates are epoch ms; the screens format them YYYY/MM/DD.
import { z } from 'zod';
import { endpoint } from '../endpointDef';
import { companyCodeParam, contentIdParam, zeroOneSchema } from './params';

/** templateType of a promotion whose `imageUrl` opens externally instead of the detail (spec §2). */
export const PROMOTION_TEMPLATE_TYPE_LINK = 3;

export const promotionSchema = z.object({
  id: z.number().int(),
  classifyType: z.number().int(),
  classifyName: z.string(),
  name: z.string(),
  /** Card cover (relative to the API origin). */
  coverUrl: z.string(),
  /** Detail picture, or for templateType 3 the URL opened externally. */
  imageUrl: z.string(),
  /** 3: `imageUrl` is an external link; otherwise the detail page. */
  templateType: z.number().int(),
  /** Colour of the name tag (CSS colour). */
  color: z.string(),
  /** Epoch ms. */
  startTime: z.number().int(),
  /** Epoch ms. */
  endTime: z.number().int(),
  /** Domain label shown on the card. */
  domain: z.string(),
  /** Detail text (plain text, paragraphs separated by blank lines). */
  content: z.string(),
  sort: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionClassifySchema = z.object({
  classifyType: z.number().int(),
  classifyName: z.string(),
});
export type PromotionClassify = z.infer<typeof promotionClassifySchema>;

/** GET /api/v2/promotion/list: every running promotion and the classifications that have one. */
export const promotionListSchema = z.object({
  data: z.array(promotionSchema),
  classifyList: z.array(promotionClassifySchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

export const promotionListQuerySchema = z.object({
  /** 1 = mobile (the only device served). */
  device: z.coerce.number<number>().int().pipe(z.literal(1)).default(1),
  companyCode: companyCodeParam,
});

export const promotionDetailQuerySchema = z.object({ id: contentIdParam });

/** Ad slot codes: home AD01-AD010, AD11 (modal, once per visit), AD12, AD02; templates AD13, AD14. */
export const HOME_AD_SLOTS = [
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
] as const;
export const TEMPLATE_AD_SLOTS = ['AD13', 'AD14'] as const;
/** The home modal slot. */
export const AD_MODAL_SLOT = 'AD11';

export const adItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Picture (relative to the API origin). */
  imageUrl: z.string(),
  /** Full URL (opens externally) or an app path (opened when it is a known route); '' for none. */
  redirectUrl: z.string(),
  sort: z.number().int(),
});
export type AdItem = z.infer<typeof adItemSchema>;

/** One ad slot (ad template) with its ads, highest sort first. */
export const adSlotSchema = z.object({
  templateCode: z.string(),
  name: z.string(),
  ads: z.array(adItemSchema),
});
export type AdSlot = z.infer<typeof adSlotSchema>;

export const adQuerySchema = z.object({ companyCode: companyCodeParam });

/** A favourited template as the collection lists it. */
export const collectedTemplateSchema = z.object({
  templateId: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  templateCode: z.string(),
  playCateName: z.string(),
  colorTheme: z.string(),
  /** Epoch seconds of the like. */
  likedTime: z.number().int(),
});
export type CollectedTemplate = z.infer<typeof collectedTemplateSchema>;

/** A liked poster as the collection lists it. */
export const collectedGalleryItemSchema = z.object({
  galleryId: z.number().int(),
  groupId: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  gameTurn: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  likedTime: z.number().int(),
});
export type CollectedGalleryItem = z.infer<typeof collectedGalleryItemSchema>;

/** GET /api/user/collection: what the user favourited, newest first. */
export const userCollectionSchema = z.object({
  templates: z.array(collectedTemplateSchema),
  galleryItems: z.array(collectedGalleryItemSchema),
  /** Followed game ids (isFollow 1). */
  followedGames: z.array(z.number().int()),
});
export type UserCollection = z.infer<typeof userCollectionSchema>;

/** POST /game/toggle-like: follow (1) or unfollow (0) a game. */
export const gameFollowBodySchema = z.object({
  gameId: contentIdParam,
  like: z.coerce.number<number>().int().pipe(zeroOneSchema),
});
export type GameFollowBody = z.input<typeof gameFollowBodySchema>;
export const gameFollowSchema = z.object({ gameId: z.number().int(), isFollow: zeroOneSchema });
export type GameFollow = z.infer<typeof gameFollowSchema>;

export const promotionEndpoints = {
  promotionList: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/promotion/list',
    query: promotionListQuerySchema,
    response: promotionListSchema,
  }),
  promotionDetail: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/promotion/detail',
    query: promotionDetailQuerySchema,
    response: promotionSchema,
  }),
  homeAds: endpoint({
    method: 'GET',
    base: 'app',
    path: '/ad/list',
    query: adQuerySchema,
    response: z.array(adSlotSchema),
  }),
  templateAds: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/template/ads',
    query: adQuerySchema,
    response: z.array(adSlotSchema),
  }),
} as const;

export const collectionEndpoints = {
  userCollection: endpoint({
    method: 'GET',
    base: 'api',
    path: '/user/collection',
    response: userCollectionSchema,
    auth: true,
  }),
  gameToggleFollow: endpoint({
    method: 'POST',
    base: 'app',
    path: '/game/toggle-like',
    body: gameFollowBodySchema,
    response: gameFollowSchema,
    auth: true,
  }),
} as const;
