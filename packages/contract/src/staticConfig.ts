// The static JSON documents served under /sys-upload/data/json/ (spec §7). The server generates
// each from the database; the client fetches them with a `_t` timestamp and retries.
import { z } from 'zod';

import { encryptedStaticDocuments } from './routes/staticPaths';

// The plain constants live zod-free beside the route table, for the client's start page.
export {
  NOTICE_LIST_DOCUMENT,
  STATIC_JSON_PREFIX,
  encryptedStaticDocuments,
} from './routes/staticPaths';

/** config.json: site-wide settings of the company. */
export const siteConfigSchema = z.object({
  companyCode: z.string(),
  companyName: z.string(),
  /** App version the client should report (spec §9: 5.0.8). */
  version: z.string(),
  /** Default lottery game of the home page (spec §9: 110). */
  defaultGameId: z.number().int(),
  /** Whether the encrypted bases and `_encrypt` documents are in use. */
  encrypt: z.boolean(),
  /** Whether templates are read from static JSON instead of the API. */
  staticTemplates: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** config_chat.json. */
export const chatConfigSchema = z.object({
  /** Recharge amount (yuan) needed per chat level, lowest first. */
  rech_level: z.array(z.object({ level: z.number().int(), rechMoney: z.string() })),
  chat_maintenance_config: z.object({ start: z.string(), end: z.string(), message: z.string() }),
  sys_config: z.object({ time_zone: z.string() }),
  /** '1' while chat is in maintenance; default '0'. */
  enable_chat_maintenance: z.object({ configValue: z.string() }),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

/** five-elements.json: per lunar year, which numbers belong to each element. */
export const fiveElementsSchema = z.array(
  z.object({
    year: z.number().int(),
    data: z.array(
      z.object({ element: z.string(), values: z.array(z.number().int().min(1).max(49)) }),
    ),
  }),
);
export type FiveElements = z.infer<typeof fiveElementsSchema>;

/** app_config.json. */
export const appConfigSchema = z.object({
  livestream_url: z.string(),
  home_lottery_setting: z.array(z.object({ gameId: z.number().int(), gameName: z.string() })),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** web_system_config.json: key/value system settings (e.g. hy_is_cancel). */
export const systemConfigSchema = z.array(
  z.object({ configKey: z.string(), configValue: z.string() }),
);
export type SystemConfig = z.infer<typeof systemConfigSchema>;

/** One register field's switches and messages (spec §3 "Register-limit config"). */
export const registerFieldLimitSchema = z.object({
  show: z.boolean(),
  required: z.boolean(),
  /** Message when the value breaks the field's rule. */
  error: z.string(),
  /** Message when a required value is empty. */
  requiredError: z.string(),
  placeholder: z.string(),
});
export type RegisterFieldLimit = z.infer<typeof registerFieldLimitSchema>;

export const registerFieldNames = [
  'account',
  'password',
  'confirmPassword',
  'fullName',
  'fundPwd',
  'birthday',
  'email',
  'phone',
  'qq',
  'weixin',
  'intrCode',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

/** registerLimit.json. */
export const registerLimitSchema = z.object({
  fields: z.record(z.enum(registerFieldNames), registerFieldLimitSchema),
  userAccountMessage: z.string(),
  wechatPlaceholder: z.string(),
  /** Image verification code required. */
  vCode: z.boolean(),
  /** Third-party slider captcha required instead of the image code. */
  thirdCaptcha: z.boolean(),
  /** New-user bonus in yuan ('0' for none). */
  sendMenoy: z.string(),
});
export type RegisterLimit = z.infer<typeof registerLimitSchema>;

/** userLoginLimit.json. */
export const loginLimitSchema = z.object({
  vCode: z.boolean(),
  /**
   * How the login asks for the code when it does (vCode, or an account under attack): 1 the image
   * code, 3 the slider (spec §4: slider captcha when code style is 3).
   */
  codeStyle: z.number().int(),
});
/** userLoginLimit.codeStyle of the slider. */
export const LOGIN_CODE_STYLE_SLIDER = 3;
export type LoginLimit = z.infer<typeof loginLimitSchema>;

/** userWithdrawLimit.json: amounts in yuan as decimal strings; maxima per channel kind (spec §9). */
export const withdrawLimitSchema = z.object({
  minMoney: z.string(),
  maxMoney: z.string(),
  dailyTimes: z.number().int(),
  max_bank: z.string(),
  max_usdt: z.string(),
  max_e_wallet: z.string(),
  max_direct_charging: z.string(),
});
export type WithdrawLimit = z.infer<typeof withdrawLimitSchema>;

/** sk_encrypt.json: the shared secret of the encrypted documents and bases. */
export const secretKeyConfigSchema = z.object({ configValue: z.string() });
export type SecretKeyConfig = z.infer<typeof secretKeyConfigSchema>;

/** Every static document by file stem; `_encrypt` variants exist for those listed in `encryptedStaticDocuments`. */
export const staticDocuments = {
  config: siteConfigSchema,
  config_chat: chatConfigSchema,
  'five-elements': fiveElementsSchema,
  app_config: appConfigSchema,
  web_system_config: systemConfigSchema,
  registerLimit: registerLimitSchema,
  userLoginLimit: loginLimitSchema,
  userWithdrawLimit: withdrawLimitSchema,
  sk_encrypt: secretKeyConfigSchema,
} as const;
export type StaticDocumentName = keyof typeof staticDocuments;

/** Every document with an `_encrypt` twin is a document of the table (checked by the compiler). */
encryptedStaticDocuments satisfies readonly StaticDocumentName[];
export type StaticDocument<N extends StaticDocumentName> = z.infer<(typeof staticDocuments)[N]>;
