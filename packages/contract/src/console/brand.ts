// The operator console's brand API (issue 32, 品牌): the company's name, logos, domains, download and
// service URLs and its contact entries (company / company_detail), and the current values of the
// switches POST /console-api/operator/config sets (chat maintenance, the login code, red-packet
// limits, the award threshold) so the console can show them. 运营 and 管理员 change the brand; every
// role reads. A change shows in the players' company/get at once (its cached answer is dropped).
import { z } from 'zod';
import { CONSOLE_API_PREFIX } from './paging';
import { consoleImageUrl, consoleRedirectUrl, consoleText, CONSOLE_URL_MAX } from './content';

export const CONSOLE_BRAND_PATHS = {
  /** GET the brand; PATCH any of its fields. */
  brand: `${CONSOLE_API_PREFIX}/brand`,
  /** GET the switches' current values. */
  switches: `${CONSOLE_API_PREFIX}/brand/switches`,
} as const;

export const CONSOLE_BRAND_TEXT = {
  domain: '域名格式有误（例如 www.example.com）',
  empty: '请至少修改一项',
} as const;

export const consoleCompanyDetailSchema = z.object({
  /** The kind of contact line (as the player apps read company/get's companyDetailList). */
  type: z.number().int(),
  content: z.string(),
  httpImageUrl: z.string(),
  wechatUrl: z.string(),
  sort: z.number().int(),
});
export type ConsoleCompanyDetail = z.infer<typeof consoleCompanyDetailSchema>;

export const consoleBrandSchema = z.object({
  /** The company code (JINLI_COMPANY_CODE): read-only. */
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  bannerLogoUrl: z.string(),
  regLogoUrl: z.string(),
  iosDownloadUrl: z.string(),
  androidDownloadUrl: z.string(),
  /** Public domains, newest first (the apps show the first as 最新域名). */
  domains: z.array(z.string()),
  /** Online customer-service URL. */
  olUrl: z.string(),
  loginPopupUrl: z.string(),
  regPopupUrl: z.string(),
  showWechatPopup: z.number().int(),
  /** 1: game-center categories as a vertical rail, else horizontal tabs. */
  appDisplay: z.number().int(),
  details: z.array(consoleCompanyDetailSchema),
  /** Epoch ms of the last change. */
  updateTime: z.number().int(),
});
export type ConsoleBrand = z.infer<typeof consoleBrandSchema>;

/** A host name (letters, digits, '-', '.'; optional port), no scheme or path. */
const domainField = z
  .string()
  .max(253)
  .transform((text) => text.trim().toLowerCase())
  .refine(
    (text) =>
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(:\d{1,5})?$/.test(
        text,
      ),
    { message: CONSOLE_BRAND_TEXT.domain },
  );

const urlOrEmpty = consoleRedirectUrl;

const detailInput = z.object({
  type: z.number().int().min(0).max(99),
  content: consoleText(1, 200),
  httpImageUrl: z.union([z.literal(''), consoleImageUrl]).default(''),
  wechatUrl: urlOrEmpty.default(''),
  sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});

/** Any subset of the brand; `details`, when given, replaces every contact entry. */
export const consoleBrandUpdate = z
  .object({
    name: consoleText(1, 50),
    logoUrl: consoleImageUrl,
    bannerLogoUrl: consoleImageUrl,
    regLogoUrl: consoleImageUrl,
    iosDownloadUrl: urlOrEmpty,
    androidDownloadUrl: urlOrEmpty,
    domains: z.array(domainField).max(20),
    olUrl: urlOrEmpty,
    loginPopupUrl: z.union([z.literal(''), consoleImageUrl]),
    regPopupUrl: z.union([z.literal(''), consoleImageUrl]),
    showWechatPopup: z.union([z.literal(0), z.literal(1)]),
    appDisplay: z.union([z.literal(0), z.literal(1)]),
    details: z.array(detailInput).max(30),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: CONSOLE_BRAND_TEXT.empty });
export type ConsoleBrandUpdate = z.input<typeof consoleBrandUpdate>;

/** The switches of POST /operator/config, in the order the console shows them. */
export const CONSOLE_SWITCH_KEYS = [
  'enable_chat_maintenance',
  'chat_maintenance_start',
  'chat_maintenance_end',
  'chat_maintenance_message',
  'login_vcode',
  'login_code_style',
  'hongbao_min_share',
  'hongbao_max_total',
  'hongbao_max_count',
  'hongbao_daily_cap',
  'hongbao_expiry_hours',
  'award_notice_min',
] as const;
export type ConsoleSwitchKey = (typeof CONSOLE_SWITCH_KEYS)[number];

export const consoleSwitchSchema = z.object({
  key: z.string(),
  /** As stored (the default when the company never set it). */
  value: z.string(),
  defaultValue: z.string(),
  /** What the switch does, in Chinese. */
  remark: z.string(),
  /** Whether the company set it (false: the default applies). */
  isSet: z.boolean(),
});
export type ConsoleSwitch = z.infer<typeof consoleSwitchSchema>;

export const consoleSwitchesSchema = z.object({
  data: z.array(consoleSwitchSchema),
  /** Whether chat is in maintenance right now (the switch and its window, as players see it). */
  chatInMaintenance: z.boolean(),
});
export type ConsoleSwitches = z.infer<typeof consoleSwitchesSchema>;

/** Longest URL of the brand (the same as content's). */
export const CONSOLE_BRAND_URL_MAX = CONSOLE_URL_MAX;
