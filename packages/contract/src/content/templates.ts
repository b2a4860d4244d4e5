// Prediction templates and the resource database (spec §2 Template cards / Database, §3 Template,
// Group, Item, Game document, Play category, Vote/poll, §4 Locks and likes, §7 Templates/documents).
// Paths without a prefix in the spec live on the app base (/app-api, or /app-api/encrypt).
//
// Locks are enforced by the server: an item the viewer may not see comes with its content fields
// emptied and `locked` naming the lock ('login' before 'recharge', @jinli/domain contentLockOf).
import { z } from 'zod';
import { endpoint } from '../endpointDef';
import {
  companyCodeParam,
  contentGameIdParam,
  contentIdParam,
  contentPageParam,
  contentRowsParam,
  searchTextParam,
  zeroOneSchema,
} from './params';
import { DATABASE_PAGE_ROWS, TEMPLATE_PAGE_ROWS } from '../routes/contentConstants';

/** Template (20) and database (100) page sizes (spec §9), zod-free in routes/contentConstants.ts. */
export { DATABASE_PAGE_ROWS, TEMPLATE_PAGE_ROWS };

/** templateType of an item that links to a chat room (spec §3). */
export const TEMPLATE_TYPE_CHAT_ROOM = 0;
/** templateType of an ordinary item. */
export const TEMPLATE_TYPE_TEXT = 1;

/** Why an item's content was withheld. */
export const contentLockKindSchema = z.enum(['login', 'recharge']);
export type ContentLockKind = z.infer<typeof contentLockKindSchema>;

/** One block of a multi-block item (SYMB cards). */
export const multiContentSchema = z.object({ title: z.string(), content: z.string() });
export type MultiContent = z.infer<typeof multiContentSchema>;

/**
 * One row of a template group. `content`, `content2`, `content3`, `note` and `multiContents`
 * carry '*' after or before a value that hit (spec §3: an asterisk marks a hit, shown red); use
 * @jinli/domain parseMarkedNote / splitMarkedValues to read them.
 */
export const templateItemSchema = z.object({
  id: z.number().int(),
  /** Issue or 'subtitle-title'. */
  title: z.string(),
  content: z.string(),
  content2: z.string(),
  content3: z.string(),
  /** Result note; '*' marks a hit. */
  note: z.string(),
  subName: z.string(),
  /** Epoch seconds. */
  updatedTime: z.number().int(),
  sort: z.number().int(),
  multiContents: z.array(multiContentSchema),
  /** Icon or picture (relative to the API origin; '' when none). */
  iconUrl: z.string(),
  requireLogin: zeroOneSchema,
  requireRecharge: zeroOneSchema,
  /** 0: a chat-room link (`linkUrl`); 1: ordinary content. */
  templateType: z.number().int(),
  /** Where a link item goes ('' when none), e.g. '/chat-rooms/1'. */
  linkUrl: z.string(),
  /** 1: highlighted in red. */
  activeCover: zeroOneSchema,
  /** 1: pinned (MB24 news list). */
  isTop: zeroOneSchema,
  /** Set when the content was withheld from this viewer; the content fields are then ''. */
  locked: contentLockKindSchema.nullable(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

/** A group of items; turn-based templates have one group per turn, groupName = turn number. */
export const templateGroupSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  /** The turn of the group ('' for groups that are not per turn). */
  gameTurn: z.string(),
  /** 1 when the turn is drawn (its hits are marked); 0 for an upcoming turn or a non-turn group. */
  drawn: zeroOneSchema,
  items: z.array(templateItemSchema),
});
export type TemplateGroup = z.infer<typeof templateGroupSchema>;

/**
 * A template (card) with its groups. Turn-based templates (predictions) have one group per turn:
 * the turn on sale first (no hits yet), then the drawn turns newest first, each holding the
 * template's slots predicted for that turn; cards that list records read
 * `groups.flatMap((g) => g.items)` (newest first), group-tab cards (MB12/14/20/22) switch groups.
 * Fixed templates (MB21 carousel, MB24 news, MB25 rankings, TYMB links) have named groups.
 */
export const templateSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  note1: z.string(),
  note2: z.string(),
  /** Two colours 'from,to'. */
  colorTheme: z.string(),
  /** 1 when the viewer favourited it (always 0 logged out). */
  like: zeroOneSchema,
  likeCount: z.number().int().nonnegative(),
  /** mb01 … mb43, mb01A, JhtGshou, TYmb, SYmb, Symb2, Symb3, AD13, AD14. */
  templateCode: z.string(),
  subName: z.string(),
  playCateName: z.string(),
  /** 1 when the template has a zodiac poll (GET /game-document/template/{id}/vote). */
  hasPoll: zeroOneSchema,
  groups: z.array(templateGroupSchema),
});
export type Template = z.infer<typeof templateSchema>;

export const templatePageSchema = z.object({
  data: z.array(templateSchema),
  totalCount: z.number().int().nonnegative(),
});
export type TemplatePage = z.infer<typeof templatePageSchema>;

/** Where templates are listed: 'home' = the home information panel's templates only. */
export const templateLocationSchema = z.enum(['home', 'template']);
/** Which client asks (accepted for compatibility; every client gets the same templates). */
export const templateClientSchema = z.enum(['h5', 'app', 'pc']);

/** Query of GET /game-document/template. */
export const templateQuerySchema = z.object({
  gameId: contentGameIdParam,
  /** One play category (blank = all). */
  playCateName: searchTextParam,
  location: templateLocationSchema.optional(),
  client: templateClientSchema.optional(),
  /** Only this template code (case-insensitive). */
  templateCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,16}$/, '模板代码')
    .optional(),
  page: contentPageParam,
  rows: contentRowsParam(TEMPLATE_PAGE_ROWS),
  companyCode: companyCodeParam,
});
export type TemplateQuery = z.input<typeof templateQuerySchema>;

/** A play category of templates or documents (the chips); templateId is its first template. */
export const templatePlayCateSchema = z.object({
  templateId: z.number().int(),
  playCateName: z.string(),
});
export type TemplatePlayCate = z.infer<typeof templatePlayCateSchema>;

export const templateGameQuerySchema = z.object({
  gameId: contentGameIdParam,
  companyCode: companyCodeParam,
});

/** Path of GET /game-document/template/info/{gameId}/{templateId}[/{documentId}[/{client}]]. */
export const templateInfoParamsSchema = z.object({
  gameId: contentIdParam,
  templateId: contentIdParam,
  documentId: contentIdParam.optional(),
  client: templateClientSchema.optional(),
});
export type TemplateInfoParams = z.input<typeof templateInfoParamsSchema>;

/** A poll option (snake case as the spec names them). option_value is the seeded base. */
export const pollOptionSchema = z.object({
  option_id: z.number().int(),
  option_text: z.string(),
  option_value: z.number().int().nonnegative(),
  option_vote: z.number().int().nonnegative(),
});
export type TemplatePollOption = z.infer<typeof pollOptionSchema>;

/** The zodiac poll of a template for the turn on sale. */
export const templatePollSchema = z.object({
  /** Poll id. */
  id: z.number().int(),
  templateId: z.number().int(),
  gameTurn: z.string(),
  /** 1 open (the turn is not drawn yet), 0 closed. */
  pollStatus: zeroOneSchema,
  /** The option the viewer voted for; 0 when none (or logged out). */
  optionId: z.number().int(),
  pollOptions: z.array(pollOptionSchema),
});
export type TemplatePoll = z.infer<typeof templatePollSchema>;

/** POST game-document/template/vote: one vote per user and poll. */
export const templateVoteBodySchema = z.object({
  /** The template (document) whose current poll is voted on. */
  documentId: contentIdParam,
  optionId: contentIdParam,
  /** Always 1. */
  vote: z.coerce.number<number>().int().pipe(z.literal(1)).default(1),
});
export type TemplateVoteBody = z.input<typeof templateVoteBodySchema>;

/** POST /game-document/template/toggle-like. */
export const templateLikeBodySchema = z.object({
  templateId: contentIdParam,
  like: z.coerce.number<number>().int().pipe(zeroOneSchema),
});
export type TemplateLikeBody = z.input<typeof templateLikeBodySchema>;

export const templateLikeSchema = z.object({
  templateId: z.number().int(),
  like: zeroOneSchema,
  likeCount: z.number().int().nonnegative(),
});
export type TemplateLike = z.infer<typeof templateLikeSchema>;

/** A document of the resource database: opens /template/{gameId}/{templateId}?documentId=. */
export const gameDocumentSchema = z.object({
  documentId: z.number().int(),
  gameId: z.number().int(),
  templateId: z.number().int(),
  templateCode: z.string(),
  /** Title of the tile. */
  subName: z.string(),
  playCateName: z.string(),
  iconUrl: z.string(),
  /** Epoch seconds. */
  updatedTime: z.number().int(),
});
export type GameDocument = z.infer<typeof gameDocumentSchema>;

export const gameDocumentPageSchema = z.object({
  data: z.array(gameDocumentSchema),
  totalCount: z.number().int().nonnegative(),
});
export type GameDocumentPage = z.infer<typeof gameDocumentPageSchema>;

/** Query of GET /game-document/database. */
export const gameDocumentQuerySchema = z.object({
  gameId: contentGameIdParam,
  /** Only the documents of this template (play-category chip). */
  templateId: contentIdParam.optional(),
  page: contentPageParam,
  rows: contentRowsParam(DATABASE_PAGE_ROWS),
  searchText: searchTextParam,
  companyCode: companyCodeParam,
});
export type GameDocumentQuery = z.input<typeof gameDocumentQuerySchema>;

export const templateEndpoints = {
  templates: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/template',
    query: templateQuerySchema,
    response: templatePageSchema,
  }),
  templatePlayCate: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/template/play-cate',
    query: templateGameQuerySchema,
    response: z.array(templatePlayCateSchema),
  }),
  templateInfo: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/template/info/:gameId/:templateId',
    response: templateSchema,
  }),
  templateInfoDocument: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/template/info/:gameId/:templateId/:documentId',
    response: templateSchema,
  }),
  templateInfoDocumentClient: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/template/info/:gameId/:templateId/:documentId/:client',
    response: templateSchema,
  }),
  templatePoll: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/template/:id/vote',
    response: templatePollSchema,
  }),
  templateToggleLike: endpoint({
    method: 'POST',
    base: 'app',
    path: '/game-document/template/toggle-like',
    body: templateLikeBodySchema,
    response: templateLikeSchema,
    auth: true,
  }),
  templateVote: endpoint({
    method: 'POST',
    base: 'app',
    path: '/game-document/template/vote',
    body: templateVoteBodySchema,
    response: templatePollSchema,
    auth: true,
  }),
  gameDocuments: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/database',
    query: gameDocumentQuerySchema,
    response: gameDocumentPageSchema,
  }),
  gameDocumentPlayCate: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game-document/database/play-cate',
    query: templateGameQuerySchema,
    response: z.array(templatePlayCateSchema),
  }),
} as const;
