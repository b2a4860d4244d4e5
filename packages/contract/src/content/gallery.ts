// The picture gallery (spec §2 Gallery, §3 Gallery item/group, §7 Gallery (v2)): groups of posters
// per game in two types (1 coloured, 2 black-and-white), one poster per turn, likes per user.
// Every path is on the /api/v2 base. Times are epoch seconds (spec §3 updatedTime).
import { z } from 'zod';
import { endpoint } from '../endpointDef';
import {
  companyCodeParam,
  contentGameIdParam,
  contentIdParam,
  contentPageParam,
  contentRowsParam,
  flagParam,
  searchTextParam,
  zeroOneSchema,
} from './params';
import { GALLERY_PAGE_ROWS } from '../routes/contentConstants';

/** Group types: 1 coloured, 2 black-and-white. */
export const GALLERY_GROUP_TYPES = { colored: 1, blackWhite: 2 } as const;
export const galleryGroupTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type GalleryGroupType = z.infer<typeof galleryGroupTypeSchema>;

/** Gallery page size (spec §9: 30), zod-free in routes/contentConstants.ts. */
export { GALLERY_PAGE_ROWS };

/** An initial letter filter: one letter A-Z (case-insensitive, sent upper case). */
const initialsParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z]$/, '一个字母')
  .transform((letter) => letter.toUpperCase())
  .optional();

/** One poster: the picture of a group for one turn. */
export const galleryItemSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  gameId: z.number().int(),
  /** Group name. */
  name: z.string(),
  /** The turn the poster is for. */
  gameTurn: z.string(),
  /** The full poster (SVG drawn by the server; relative to the API origin). */
  imageUrl: z.string(),
  /** A small version for lists. */
  thumbUrl: z.string(),
  /** 1 when the viewer liked it (always 0 logged out). */
  like: zeroOneSchema,
  /** How many users like it. */
  likeCount: z.number().int().nonnegative(),
  /** Initial letter of the group name (pinyin), upper case. */
  initials: z.string(),
  /** Epoch seconds of the poster. */
  updatedTime: z.number().int(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** A group of posters as lists show it: its newest poster. */
export const galleryGroupSchema = z.object({
  groupId: z.number().int(),
  gameId: z.number().int(),
  groupType: galleryGroupTypeSchema,
  name: z.string(),
  /** Initial letter (pinyin), upper case. */
  initial: z.string(),
  /** Turn of the newest poster ('' when the group has none yet). */
  gameTurn: z.string(),
  /** Newest poster ('' when none). */
  imageUrl: z.string(),
  thumbUrl: z.string(),
  /** Epoch seconds of the newest poster; the screen shows 'updated' when it is recent. */
  updatedTime: z.number().int(),
  /** Popularity (views and likes); the popular chip sorts by it. */
  popularity: z.number().int().nonnegative(),
  /** Gallery play category the group belongs to. */
  playCategoryId: z.number().int(),
});
export type GalleryGroup = z.infer<typeof galleryGroupSchema>;

/** A page of groups. */
export const galleryGroupPageSchema = z.object({
  data: z.array(galleryGroupSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int(),
});
export type GalleryGroupPage = z.infer<typeof galleryGroupPageSchema>;

/** GET /gallery/group: the page's groups bucketed by initial letter (in letter order). */
export const galleryGroupListSchema = z.object({
  groupList: z.array(z.object({ initials: z.string(), dataList: galleryGroupPageSchema })),
  /** Groups matching the query in all pages. */
  totalCount: z.number().int().nonnegative(),
  page: z.number().int(),
});
export type GalleryGroupList = z.infer<typeof galleryGroupListSchema>;

/** Query of GET /gallery/group, /gallery/group-name and /gallery/search. */
export const galleryGroupQuerySchema = z.object({
  groupType: z.coerce
    .number<number>()
    .int()
    .pipe(galleryGroupTypeSchema)
    .default(GALLERY_GROUP_TYPES.colored),
  gameId: contentGameIdParam,
  /** Part of the group name (trimmed; blank = none). */
  searchText: searchTextParam,
  /** Only groups whose name starts with this letter (pinyin initial). */
  initials: initialsParam,
  page: contentPageParam,
  rows: contentRowsParam(GALLERY_PAGE_ROWS),
  /** 1: most popular first (no letter filter). */
  popular: flagParam.optional(),
  companyCode: companyCodeParam,
});
export type GalleryGroupQuery = z.input<typeof galleryGroupQuerySchema>;

/** GET /gallery/group-name: the names of the matching groups (the 'all' view and suggestions). */
export const galleryGroupNamesSchema = z.object({
  groupNames: z.array(
    z.object({ groupId: z.number().int(), name: z.string(), initial: z.string() }),
  ),
  totalCount: z.number().int().nonnegative(),
});
export type GalleryGroupNames = z.infer<typeof galleryGroupNamesSchema>;

/** A gallery play category of a game (e.g. 特码图); categoryType is the group type it lists. */
export const galleryPlayCategorySchema = z.object({
  playCategoryId: z.number().int(),
  name: z.string(),
  categoryType: galleryGroupTypeSchema,
  gameId: z.number().int(),
  /** Groups in it. */
  groupCount: z.number().int().nonnegative(),
});
export type GalleryPlayCategory = z.infer<typeof galleryPlayCategorySchema>;

/** One gallery tab: a game that has gallery groups (GET /gallery/games). */
export const galleryGameSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
});
export type GalleryGame = z.infer<typeof galleryGameSchema>;

export const galleryGamesQuerySchema = z.object({ companyCode: companyCodeParam });

export const galleryGameQuerySchema = z.object({
  gameId: contentGameIdParam,
  companyCode: companyCodeParam,
});

/** Query of GET /gallery/category: the groups of one play category. */
export const galleryCategoryQuerySchema = z.object({
  playCategoryId: contentIdParam,
  /** Group type filter (default: the category's own). */
  categoryType: z.coerce.number<number>().int().pipe(galleryGroupTypeSchema).optional(),
  gameId: contentGameIdParam,
  page: contentPageParam,
  rows: contentRowsParam(GALLERY_PAGE_ROWS),
  companyCode: companyCodeParam,
});
export type GalleryCategoryQuery = z.input<typeof galleryCategoryQuerySchema>;

/** Query of GET /gallery: the posters of a group, newest turn first. */
export const galleryItemsQuerySchema = z.object({
  groupId: contentIdParam,
  page: contentPageParam,
  rows: contentRowsParam(GALLERY_PAGE_ROWS),
});
export type GalleryItemsQuery = z.input<typeof galleryItemsQuerySchema>;

export const galleryItemPageSchema = z.object({
  data: z.array(galleryItemSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int(),
});
export type GalleryItemPage = z.infer<typeof galleryItemPageSchema>;

/** GET /gallery/group/detail: a group with its newest poster and every poster by turn. */
export const galleryGroupDetailSchema = z.object({
  groupId: z.number().int(),
  gameId: z.number().int(),
  groupType: galleryGroupTypeSchema,
  name: z.string(),
  initial: z.string(),
  /** Newest poster, null when the group has none. */
  latest: galleryItemSchema.nullable(),
  /** Every poster, newest turn first (the turn switcher). */
  groupList: z.array(galleryItemSchema),
});
export type GalleryGroupDetail = z.infer<typeof galleryGroupDetailSchema>;

export const galleryGroupDetailQuerySchema = z.object({ groupId: contentIdParam });

/** POST /gallery/toggle-like: like (1) or unlike (0) a poster; idempotent. */
export const galleryLikeBodySchema = z.object({
  galleryId: contentIdParam,
  like: z.coerce.number<number>().int().pipe(zeroOneSchema),
});
export type GalleryLikeBody = z.input<typeof galleryLikeBodySchema>;

export const galleryLikeSchema = z.object({
  galleryId: z.number().int(),
  like: zeroOneSchema,
  likeCount: z.number().int().nonnegative(),
});
export type GalleryLike = z.infer<typeof galleryLikeSchema>;

/** GET /gallery/search: groups whose name contains the text. */
export const gallerySearchSchema = z.object({
  data: z.array(galleryGroupSchema),
  totalCount: z.number().int().nonnegative(),
});
export type GallerySearch = z.infer<typeof gallerySearchSchema>;

export const galleryEndpoints = {
  galleryPlayCategory: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/gallery/play-category',
    query: galleryGameQuerySchema,
    response: z.array(galleryPlayCategorySchema),
  }),
  galleryGroups: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/gallery/group',
    query: galleryGroupQuerySchema,
    response: galleryGroupListSchema,
  }),
  galleryGroupNames: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/gallery/group-name',
    query: galleryGroupQuerySchema,
    response: galleryGroupNamesSchema,
  }),
  galleryCategory: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/gallery/category',
    query: galleryCategoryQuerySchema,
    response: galleryGroupPageSchema,
  }),
  galleryItems: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/gallery',
    query: galleryItemsQuerySchema,
    response: galleryItemPageSchema,
  }),
  galleryGroupDetail: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/gallery/group/detail',
    query: galleryGroupDetailQuerySchema,
    response: galleryGroupDetailSchema,
  }),
  galleryToggleLike: endpoint({
    method: 'POST',
    base: 'apiV2',
    path: '/gallery/toggle-like',
    body: galleryLikeBodySchema,
    response: galleryLikeSchema,
    auth: true,
  }),
  /**
   * The games with a gallery, for the gallery's game tabs (the spec says 'tabs per game' without
   * a source; not every lottery game has posters). Same style as the other gallery paths.
   */
  galleryGames: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/gallery/games',
    query: galleryGamesQuerySchema,
    response: z.array(galleryGameSchema),
  }),
  gallerySearch: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/gallery/search',
    query: galleryGroupQuerySchema,
    response: gallerySearchSchema,
  }),
} as const;
