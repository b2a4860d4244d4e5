// The company (brand) tables: brand info, carousel, notices and the settings behind the static JSON
// documents. Other modules' tables live beside this file and hang off `company` the same way.
// Money columns are bigint thousandths of a yuan (DESIGN.md §5), read as JS bigint.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { cascadeRef, money, timestamps } from './columns';

/** A brand (company) served by this deployment; everything else that is per brand references it. */
export const company = pgTable('company', {
  id: serial('id').primaryKey(),
  /** The company code clients send (JINLI_COMPANY_CODE); unique. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  bannerLogoUrl: text('banner_logo_url').notNull().default(''),
  regLogoUrl: text('reg_logo_url').notNull().default(''),
  iosDownloadUrl: text('ios_download_url').notNull().default(''),
  androidDownloadUrl: text('android_download_url').notNull().default(''),
  /** One domain per line; clients show the first. */
  domain: text('domain').notNull().default(''),
  encryptUrl: text('encrypt_url').notNull().default(''),
  /** 1: game-center categories as a vertical rail, else horizontal tabs. */
  appDisplay: smallint('app_display').notNull().default(0),
  /** Online customer-service URL. */
  olUrl: text('ol_url').notNull().default(''),
  loginPopupUrl: text('login_popup_url').notNull().default(''),
  regPopupUrl: text('reg_popup_url').notNull().default(''),
  showWechatPopup: smallint('show_wechat_popup').notNull().default(0),
  ...timestamps,
});

/** Contact entries of a company (customer-service lines, WeChat, …), shown in `sort` order. */
export const companyDetail = pgTable(
  'company_detail',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    httpImageUrl: text('http_image_url').notNull().default(''),
    wechatUrl: text('wechat_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('company_detail_company_idx').on(t.companyId, t.sort)],
);

/** Carousel slides; `position` names the carousel ('home' for now). Shown by `sort` descending. */
export const carousel = pgTable(
  'carousel',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    position: text('position').notNull().default('home'),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    /** Full URL (opens externally), an in-app path, or ''. */
    redirectUrl: text('redirect_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('carousel_company_position_idx').on(t.companyId, t.position, t.sort)],
);

/**
 * Notices. `noticeType` 0 is the system (index) notice of the home page, 1 the lottery notice of
 * draw screens; `rollNotice` 1 also scrolls it in the marquee.
 */
export const notice = pgTable(
  'notice',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    noticeType: smallint('notice_type').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull(),
    rollNotice: smallint('roll_notice').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('notice_company_type_idx').on(t.companyId, t.noticeType, t.sort),
    check('notice_roll_notice_check', sql`${t.rollNotice} in (0, 1)`),
  ],
);

/**
 * Scalar settings of a company as text key/values. Public rows are published in
 * web_system_config.json (e.g. hy_is_cancel); private ones feed other documents or stay on the
 * server (e.g. sk_encrypt).
 */
export const systemConfig = pgTable(
  'system_config',
  {
    companyId: cascadeRef('company_id', () => company.id),
    configKey: text('config_key').notNull(),
    configValue: text('config_value').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    remark: text('remark').notNull().default(''),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.configKey] })],
);

/** Register form switches and messages, one row per field (registerLimit.json `fields`). */
export const registerField = pgTable(
  'register_field',
  {
    companyId: cascadeRef('company_id', () => company.id),
    field: text('field').notNull(),
    show: boolean('show').notNull(),
    required: boolean('required').notNull(),
    error: text('error').notNull().default(''),
    requiredError: text('required_error').notNull().default(''),
    placeholder: text('placeholder').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.field] })],
);

/** Register settings of a company (registerLimit.json besides `fields`). */
export const registerSetting = pgTable('register_setting', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => company.id, { onDelete: 'cascade' }),
  userAccountMessage: text('user_account_message').notNull().default(''),
  wechatPlaceholder: text('wechat_placeholder').notNull().default(''),
  vCode: boolean('v_code').notNull().default(false),
  thirdCaptcha: boolean('third_captcha').notNull().default(false),
  /** New-user bonus credited at registration (thousandths of a yuan; 0 for none). */
  registerBonus: money('register_bonus')
    .notNull()
    .default(sql`0`),
  ...timestamps,
});

/** Withdrawal limits of a company (userWithdrawLimit.json). */
export const withdrawLimit = pgTable('withdraw_limit', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => company.id, { onDelete: 'cascade' }),
  minMoney: money('min_money').notNull(),
  maxMoney: money('max_money').notNull(),
  /** Withdrawals allowed per day. */
  dailyTimes: integer('daily_times').notNull(),
  maxBank: money('max_bank').notNull(),
  maxUsdt: money('max_usdt').notNull(),
  maxEWallet: money('max_e_wallet').notNull(),
  maxDirectCharging: money('max_direct_charging').notNull(),
  ...timestamps,
});

/** Recharge total needed to reach each chat level (config_chat.json `rech_level`). */
export const chatLevel = pgTable(
  'chat_level',
  {
    companyId: cascadeRef('company_id', () => company.id),
    level: integer('level').notNull(),
    rechMoney: money('rech_money').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.level] })],
);

/** Lottery games on the home tabs, in `sort` descending order (app_config.json `home_lottery_setting`). */
export const homeLottery = pgTable(
  'home_lottery',
  {
    companyId: cascadeRef('company_id', () => company.id),
    gameId: integer('game_id').notNull(),
    gameName: text('game_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.gameId] })],
);

/** Which of the numbers 1-49 belong to each of the five elements in a lunar year (five-elements.json). */
export const fiveElement = pgTable(
  'five_element',
  {
    lunarYear: integer('lunar_year').notNull(),
    /** 金, 木, 水, 火 or 土. */
    element: text('element').notNull(),
    /** Display order of the element within its year. */
    sort: integer('sort').notNull(),
    numbers: integer('numbers').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lunarYear, t.element] })],
);

/**
 * Server-only secrets of a company, one row per purpose (e.g. 'cashier': the sandbox cashier's
 * signing key). Generated on first use with a random value and never served by any endpoint —
 * unlike system_config's sk_encrypt, which the spec makes public for the client to decrypt with.
 */
export const companySecret = pgTable(
  'company_secret',
  {
    companyId: cascadeRef('company_id', () => company.id),
    purpose: text('purpose').notNull(),
    secret: text('secret').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.purpose] })],
);
