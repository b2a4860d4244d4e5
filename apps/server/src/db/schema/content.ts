// Community content tables: gallery categories, groups, posters (one per turn) and poster likes;
// templates with their static groups and items (turn-based templates hold item slots whose content
// is generated per turn at read time), template likes, polls and votes; documents of the resource
// database; promotions, ad slots and game follows.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from './columns';
import { userAccount } from './accounts';
import { company } from './company';

const companyRef = () => cascadeRef('company_id', () => company.id);
const userRef = () => cascadeRef('user_id', () => userAccount.id);

/** A gallery play category of a game (特码图, 玄机图, …); lists groups of one type. */
export const galleryCategory = pgTable(
  'gallery_category',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    gameId: integer('game_id').notNull(),
    name: text('name').notNull(),
    /** Group type it lists: 1 coloured, 2 black-and-white. */
    categoryType: smallint('category_type').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('gallery_category_key').on(t.companyId, t.gameId, t.categoryType, t.name),
    check('gallery_category_type_check', sql`${t.categoryType} in (1, 2)`),
  ],
);

/** A group of posters (one picture series) of a game in one type. */
export const galleryGroup = pgTable(
  'gallery_group',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    gameId: integer('game_id').notNull(),
    /** 1 coloured, 2 black-and-white. */
    groupType: smallint('group_type').notNull(),
    categoryId: cascadeRef('category_id', () => galleryCategory.id),
    name: text('name').notNull(),
    /** Pinyin initial of the name, one upper-case letter. */
    initial: text('initial').notNull(),
    /** Base popularity (views); likes add to it. */
    popularity: integer('popularity').notNull().default(0),
    /** Hue of the poster design (0-359). */
    hue: smallint('hue').notNull().default(0),
    createdAt,
  },
  (t) => [
    unique('gallery_group_key').on(t.companyId, t.gameId, t.groupType, t.name),
    index('gallery_group_list_idx').on(t.companyId, t.gameId, t.groupType, t.initial),
    check('gallery_group_type_check', sql`${t.groupType} in (1, 2)`),
    check('gallery_group_initial_check', sql`${t.initial} ~ '^[A-Z]$'`),
  ],
);

/** One poster of a group: the picture for one turn, drawn by the server from these fields. */
export const galleryItem = pgTable(
  'gallery_item',
  {
    id: serial('id').primaryKey(),
    groupId: cascadeRef('group_id', () => galleryGroup.id),
    turnNum: text('turn_num').notNull(),
    /** The numbers the poster shows (its prediction for the turn). */
    numbers: integer('numbers').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('gallery_item_group_turn_key').on(t.groupId, t.turnNum),
    index('gallery_item_updated_idx').on(t.groupId, t.updatedAt),
  ],
);

/** A user's like of a poster (row present = liked). */
export const galleryLike = pgTable(
  'gallery_like',
  {
    userId: userRef(),
    itemId: cascadeRef('item_id', () => galleryItem.id),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('gallery_like_item_idx').on(t.itemId),
  ],
);

/** A prediction template (card) of a game and play category. */
export const contentTemplate = pgTable(
  'content_template',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    gameId: integer('game_id').notNull(),
    templateCode: text('template_code').notNull(),
    name: text('name').notNull(),
    note1: text('note1').notNull().default(''),
    note2: text('note2').notNull().default(''),
    /** 'from,to' colours. */
    colorTheme: text('color_theme').notNull().default(''),
    subName: text('sub_name').notNull().default(''),
    playCateName: text('play_cate_name').notNull(),
    /** Shown in the home information panel (location=home). */
    onHome: boolean('on_home').notNull().default(true),
    /** Has a zodiac poll per turn. */
    hasPoll: boolean('has_poll').notNull().default(false),
    /** How many past drawn turns a turn-based template shows besides the turn on sale. */
    turnCount: smallint('turn_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt,
  },
  (t) => [
    unique('content_template_key').on(t.companyId, t.gameId, t.templateCode, t.name),
    index('content_template_list_idx').on(t.companyId, t.gameId, t.sort),
  ],
);

/** A fixed group of a template (non-turn content such as news, rankings, links). */
export const templateGroup = pgTable(
  'template_group',
  {
    id: serial('id').primaryKey(),
    templateId: cascadeRef('template_id', () => contentTemplate.id),
    groupName: text('group_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('template_group_key').on(t.templateId, t.groupName)],
);

/**
 * An item of a template. With `groupId` it is fixed content of that group; without, it is a slot
 * of a turn-based template: `generator` names how its content is predicted per turn (see
 * modules/content/predictions.ts) and the title/note fields are filled per turn.
 */
export const templateItem = pgTable(
  'template_item',
  {
    id: serial('id').primaryKey(),
    templateId: cascadeRef('template_id', () => contentTemplate.id),
    groupId: integer('group_id').references(() => templateGroup.id, { onDelete: 'cascade' }),
    generator: text('generator'),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    content2: text('content2').notNull().default(''),
    content3: text('content3').notNull().default(''),
    note: text('note').notNull().default(''),
    subName: text('sub_name').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** [{ title, content }] */
    multiContents: jsonb('multi_contents')
      .$type<{ title: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    iconUrl: text('icon_url').notNull().default(''),
    requireLogin: boolean('require_login').notNull().default(false),
    requireRecharge: boolean('require_recharge').notNull().default(false),
    /** 0 chat-room link, 1 ordinary. */
    templateType: smallint('template_type').notNull().default(1),
    linkUrl: text('link_url').notNull().default(''),
    activeCover: boolean('active_cover').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('template_item_template_idx').on(t.templateId, t.sort),
    check('template_item_kind_check', sql`(${t.groupId} is null) = (${t.generator} is not null)`),
  ],
);

/** A user's favourite (like) of a template (row present = liked). */
export const templateLike = pgTable(
  'template_like',
  {
    userId: userRef(),
    templateId: cascadeRef('template_id', () => contentTemplate.id),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.templateId] }),
    index('template_like_template_idx').on(t.templateId),
  ],
);

/** The zodiac poll of a template for one turn (created when first read). */
export const templatePoll = pgTable(
  'template_poll',
  {
    id: serial('id').primaryKey(),
    templateId: cascadeRef('template_id', () => contentTemplate.id),
    gameTurn: text('game_turn').notNull(),
    createdAt,
  },
  (t) => [unique('template_poll_turn_key').on(t.templateId, t.gameTurn)],
);

/** One user's vote in a poll: the primary key makes it once per user. */
export const templateVote = pgTable(
  'template_vote',
  {
    pollId: cascadeRef('poll_id', () => templatePoll.id),
    userId: userRef(),
    optionId: smallint('option_id').notNull(),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.userId] }),
    index('template_vote_option_idx').on(t.pollId, t.optionId),
  ],
);

/** A document of the resource database: a titled entry that opens a template. */
export const gameDocument = pgTable(
  'game_document',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    gameId: integer('game_id').notNull(),
    templateId: cascadeRef('template_id', () => contentTemplate.id),
    subName: text('sub_name').notNull(),
    iconUrl: text('icon_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('game_document_key').on(t.companyId, t.gameId, t.templateId, t.subName),
    index('game_document_list_idx').on(t.companyId, t.gameId, t.sort),
  ],
);

/** A promotion (优惠活动). */
export const promotion = pgTable(
  'promotion',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    classifyType: integer('classify_type').notNull(),
    classifyName: text('classify_name').notNull(),
    name: text('name').notNull(),
    coverUrl: text('cover_url').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** 3: imageUrl opens externally. */
    templateType: smallint('template_type').notNull().default(1),
    color: text('color').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    domain: text('domain').notNull().default(''),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('promotion_key').on(t.companyId, t.name),
    check('promotion_dates_check', sql`${t.startAt} <= ${t.endAt}`),
  ],
);

/** An ad in a slot (AD01 … AD14). */
export const adSlotItem = pgTable(
  'ad_slot_item',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    slotCode: text('slot_code').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    redirectUrl: text('redirect_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('ad_slot_item_key').on(t.companyId, t.slotCode, t.title),
    index('ad_slot_item_slot_idx').on(t.companyId, t.slotCode),
  ],
);

/** A user's follow of a game (isFollow 1 while the row exists). */
export const gameFollow = pgTable(
  'game_follow',
  {
    userId: userRef(),
    gameId: integer('game_id').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);
