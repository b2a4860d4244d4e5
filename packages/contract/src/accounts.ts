// Accounts, sessions, profile, security settings and push messages (spec §3 Profile, register and
// login payloads, §7 User calls, §8). Money in answers is integer thousandths of a yuan (the
// screens format it with @jinli/domain's formatMoney); money typed by a user is sent as yuan text.
import { z } from 'zod';
import { endpoint } from './endpointDef';
import { pageSchema } from './envelope';

/** A form or JSON text field as sent; rules and messages are applied by the server (@jinli/domain). */
const text = (max = 200) => z.string().max(max);
const optionalText = (max = 200) => text(max).optional();
/** An integer query/form value (forms send text). */
const intParam = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);

/** userInfo.type: TEST trial account, HY official account. */
export const userTypeSchema = z.enum(['TEST', 'HY']);
export type UserTypeCode = z.infer<typeof userTypeSchema>;

/** Form of POST /v/user/reg (spec §3 Register payload). Every field is text; the register-limit config says which apply. */
export const registerBodySchema = z.object({
  account: optionalText(64),
  password: optionalText(128),
  confirmPassword: optionalText(128),
  phone: optionalText(32),
  fullName: optionalText(64),
  fundPwd: optionalText(16),
  /** 'YYYY-MM-DD'. */
  birthday: optionalText(16),
  email: optionalText(254),
  qq: optionalText(32),
  weixin: optionalText(64),
  intrCode: optionalText(32),
  /** Image verification code, when registerLimit.vCode asks for it. */
  vCode: optionalText(16),
  /** The `t` the captcha image was fetched with; needed only when the captcha cookie is not sent (other origin). */
  vCodeKey: optionalText(64),
  /** Ticket of a passed slider captcha, when registerLimit.thirdCaptcha asks for it. */
  captchaTicket: optionalText(128),
  version: optionalText(32),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Form of POST /v/user/login (spec §3 Login payload). */
export const loginBodySchema = z.object({
  account: text(64),
  password: text(128),
  /** 'true'/'1' when the user ticked remember password (client-side only; accepted for completeness). */
  remember: optionalText(8),
  version: optionalText(32),
  /** Image verification code, when userLoginLimit.vCode asks for it. */
  valiCode: optionalText(16),
  /** The `t` the captcha image was fetched with (see registerBodySchema.vCodeKey). */
  vCodeKey: optionalText(64),
  /** Ticket of a passed slider captcha, when the login's code style is the slider (codeStyle 3). */
  captchaTicket: optionalText(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What login, register and trial registration answer: the new access token. */
export const authTokenSchema = z.object({
  /** 256-bit random token (base64url); send it as `Authorization` and `token` headers. */
  token: z.string(),
  account: z.string(),
  type: userTypeSchema,
});
export type AuthToken = z.infer<typeof authTokenSchema>;

export const checkUniqueQuerySchema = z.object({ account: text(64) });
/** `unique` true when no account of that name exists. */
export const checkUniqueSchema = z.object({ unique: z.boolean() });
export type CheckUnique = z.infer<typeof checkUniqueSchema>;

/** userInfo of the profile (spec §3). */
export const userInfoSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  type: userTypeSchema,
  /** 1-9. */
  vipLevel: z.number().int(),
  /** Bet amount of the current VIP cycle, thousandths. */
  cycleBetAmount: z.number().int(),
  avatarId: z.number().int(),
  /** 1 for agents. */
  isDl: z.number().int(),
  hyLevel: z.number().int(),
  /** 0: chat denied. */
  enableChat: z.number().int(),
  chatLevel: z.number().int(),
  /** Rebate percentage; default 8. */
  rebate: z.number(),
  /** Masked real name ('' when not set). */
  fullName: z.string(),
  /** Masked phone number. */
  phone: z.string(),
  email: z.string(),
  qq: z.string(),
  weixin: z.string(),
  /** 'YYYY-MM-DD' or ''. */
  birthday: z.string(),
  /** Chat theme colour id 1-8 (@jinli/domain THEME_COLORS). */
  chatThemeColor: z.number().int(),
  /** The agent's promotion code for registration links ('' for players). */
  promoCode: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** extInfo of the profile: balances in thousandths. */
export const extInfoSchema = z.object({
  money: z.number().int(),
  liveMoney: z.number().int(),
  /** 1 when a fund (withdraw) password is set. */
  fundPwd: z.number().int(),
  /** Total recharged, thousandths (0: recharge-locked content stays locked). */
  rechMoney: z.number().int(),
});
export type ExtInfo = z.infer<typeof extInfoSchema>;

/** GET /api/user/info. */
export const profileSchema = z.object({
  userInfo: userInfoSchema,
  extInfo: extInfoSchema,
  /** `domain`: the company's domains, one a line (shown in the VIP domain modal). */
  userDetail: z.object({ domain: z.string() }),
  /** Unread push messages. */
  unReadCount: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/user/money/check: balances in thousandths. */
export const moneyCheckSchema = z.object({ money: z.number().int(), liveMoney: z.number().int() });
export type MoneyCheck = z.infer<typeof moneyCheckSchema>;

/** GET /api/user/status. */
export const userStatusSchema = z.object({
  account: z.string(),
  type: userTypeSchema,
  /** 1: the account may log in and act; 0: frozen. */
  enabled: z.number().int(),
  /** 1 when the account must reset its password. */
  mustResetPassword: z.number().int(),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

/** One VIP rule: bet amount (thousandths) needed to reach `vipLevel`. */
export const vipRuleSchema = z.object({ vipLevel: z.number().int(), betMoney: z.number().int() });
export type VipRuleRow = z.infer<typeof vipRuleSchema>;

/** Where a VIP level's upgrade bonus stands for one user. */
export const VIP_BONUS_STATUS = { locked: 0, claimable: 1, claimed: 2 } as const;

/** One level of the welfare centre (/bonus-center): its bet requirement and one-time bonus. */
export const vipBonusLevelSchema = z.object({
  vipLevel: z.number().int(),
  /** Cycle bet amount (thousandths) that reaches the level. */
  betMoney: z.number().int(),
  /** The one-time upgrade bonus (thousandths). */
  bonus: z.number().int(),
  /** VIP_BONUS_STATUS: 0 level not reached, 1 claimable, 2 claimed. */
  status: z.number().int(),
  /** When it was claimed (epoch ms), else null. */
  claimedAt: z.number().int().nullable(),
});
export type VipBonusLevel = z.infer<typeof vipBonusLevelSchema>;

/** GET /api/v2/uservip/bonus: the user's level and every level that has a bonus. */
export const vipBonusSchema = z.object({
  vipLevel: z.number().int(),
  cycleBetAmount: z.number().int(),
  /** Sum of the claimable bonuses (thousandths). */
  claimable: z.number().int(),
  levels: z.array(vipBonusLevelSchema),
});
export type VipBonus = z.infer<typeof vipBonusSchema>;

export const vipBonusClaimBodySchema = z.object({
  vipLevel: z.coerce.number<number>().int().min(1).max(9),
});
export type VipBonusClaimBody = z.infer<typeof vipBonusClaimBodySchema>;

/** POST /api/v2/uservip/bonus/claim: what was paid and the balance after it. */
export const vipBonusClaimSchema = z.object({
  vipLevel: z.number().int(),
  bonus: z.number().int(),
  money: z.number().int(),
});
export type VipBonusClaim = z.infer<typeof vipBonusClaimSchema>;

export const updatePasswordBodySchema = z.object({
  oldPassword: text(128),
  newPassword: text(128),
  confirmPassword: text(128),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/**
 * Form of POST /api/user/updatePasswordByAccount: change a password without a session (e.g. after
 * UC/RESET_PASSWORD). While the account is under attack (its failed logins from every address
 * beyond the per-account limit) the server asks for the slider: 400 SLIDER_REQUIRED_TEXT without a
 * passed ticket, so a stranger's guesses can never keep a must-reset account from being reset.
 */
export const updatePasswordByAccountBodySchema = updatePasswordBodySchema.extend({
  account: text(64),
  /** Ticket of a passed slider captcha, when the server asked for it. */
  captchaTicket: optionalText(128),
});
export type UpdatePasswordByAccountBody = z.infer<typeof updatePasswordByAccountBodySchema>;

/**
 * POST /api/user/updateFundPwd: the first time `password` (the login password) proves the user,
 * afterwards `oldFundPwd`. `fundPwd` is 4 digits.
 */
export const updateFundPwdBodySchema = z.object({
  password: optionalText(128),
  oldFundPwd: optionalText(16),
  fundPwd: text(16),
  confirmFundPwd: text(16),
});
export type UpdateFundPwdBody = z.infer<typeof updateFundPwdBodySchema>;

/** POST /v/user/check/cashPassword. */
/** Without a password the answer is UC/CASH_PASSWORD (ask for it), never a bad request (spec §8). */
export const checkCashPasswordBodySchema = z.object({ cashPassword: optionalText(16) });
export const checkCashPasswordSchema = z.object({ valid: z.literal(true) });

/** Kinds of withdraw accounts a user can bind (payment channel kinds but direct charging). */
export const bankKindSchema = z.enum(['bank', 'usdt', 'eWallet']);
export type BankKind = z.infer<typeof bankKindSchema>;

/** POST /api/user/updateBank: binds a new account (no id) or changes one; needs the fund password. */
export const updateBankBodySchema = z.object({
  id: intParam(1, 2_147_483_647).optional(),
  kind: bankKindSchema.default('bank'),
  /** Bank name, USDT network (e.g. 'TRC20') or wallet name. */
  bankName: text(64),
  /** Card number, USDT address or wallet account. */
  cardNo: text(128),
  /** Account holder's real name (Chinese, as the register rule). */
  realName: text(64),
  bankAddress: optionalText(128),
  cashPassword: text(16),
});
export type UpdateBankBody = z.infer<typeof updateBankBodySchema>;

/** A bound withdraw account, its number masked. */
export const bankCardSchema = z.object({
  id: z.number().int(),
  kind: bankKindSchema,
  bankName: z.string(),
  cardNo: z.string(),
  realName: z.string(),
  bankAddress: z.string(),
  /** Epoch ms. */
  createTime: z.number().int(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** POST /api/user/modifyUserInfo: only the fields sent change; each follows its register rule. */
export const modifyUserInfoBodySchema = z.object({
  fullName: optionalText(64),
  phone: optionalText(32),
  email: optionalText(254),
  qq: optionalText(32),
  weixin: optionalText(64),
  birthday: optionalText(16),
  avatarId: intParam(0, 99).optional(),
});
export type ModifyUserInfoBody = z.infer<typeof modifyUserInfoBodySchema>;

/** POST /api/v2/user/update/chat-theme-color. */
export const chatThemeColorBodySchema = z.object({ color: intParam(1, 8) });
export const chatThemeColorSchema = z.object({ color: z.number().int() });

/** A push message of the notifications screen. */
export const pushMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** 1 when read. */
  isRead: z.number().int(),
  /** Epoch ms. */
  createTime: z.number().int(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export const pushMessageQuerySchema = z.object({
  page: intParam(1, 10_000).default(1),
  rows: intParam(1, 100).default(20),
});
export const pushMessageIdQuerySchema = z.object({ id: intParam(1, 2_147_483_647) });

/** The server's refusal of a request that needs a passed slider and came without one (HTTP 400). */
export const SLIDER_REQUIRED_TEXT = '请先完成滑动验证';

/**
 * A proof-of-work challenge (ALTCHA PoW v2, the `altcha-lib` package): find the counter whose
 * derived key starts with `keyPrefix`. Signed by the server with a key only it knows, so nothing in
 * it can be changed; it expires at `expiresAt` (epoch seconds).
 */
export const powChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;

/** A solved challenge as sent back: the challenge as received and the counter found. */
export const powSolutionSchema = z.object({
  challenge: powChallengeSchema,
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    /** The derived key, lowercase hex. */
    derivedKey: z.string().max(256),
  }),
});
export type PowSolution = z.infer<typeof powSolutionSchema>;

/**
 * GET /v/captcha/slider: a puzzle; drag `piece` along the row at `pieceY` until it fills the gap,
 * and solve `pow` meanwhile (each pass costs the client real work, so a script that finds the gap
 * still pays for every ticket).
 */
export const sliderCaptchaSchema = z.object({
  id: z.string(),
  /** Size of the background in px. */
  width: z.number().int(),
  height: z.number().int(),
  /** Background with the gap (raster image data URL: the gap's place is in no text). */
  background: z.string(),
  /** The piece (image data URL), `pieceSize` px square, shown at x = 0 and `pieceY`. */
  piece: z.string(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  /** The proof of work that goes with this puzzle (bound to its id). */
  pow: powChallengeSchema,
});
export type SliderCaptcha = z.infer<typeof sliderCaptchaSchema>;

/**
 * POST /v/captcha/slider/verify: where the piece was dropped (left edge, px) and the puzzle's
 * proof of work solved. One try per puzzle.
 */
export const sliderVerifyBodySchema = z.object({
  id: text(64),
  x: z.coerce.number<number>().min(0).max(10_000),
  pow: powSolutionSchema,
});
/** A pass: the one-use ticket to send as `captchaTicket` (valid 2 minutes). */
export const sliderTicketSchema = z.object({ ticket: z.string() });

/** GET /v/captcha/slider/fallback: the proof of work a fallback ticket costs. */
export const sliderFallbackChallengeSchema = z.object({ pow: powChallengeSchema });

/**
 * POST /v/captcha/slider/fallback: the puzzle failed to load `failures` times in a row (spec §8:
 * after 3 load errors the captcha passes by itself). The server hands out a ticket without a
 * puzzle for a solved fallback proof of work (harder than a puzzle's, each usable once), and only
 * a few per address an hour (SYS/TOO_MANY_REQUESTS beyond), so failing on purpose buys an attacker
 * no more than those few tries, each paid for in work.
 */
export const sliderFallbackBodySchema = z.object({
  failures: z.coerce.number<number>().int().min(3).max(100),
  pow: powSolutionSchema,
});

/** Image captcha path (defined zod-free in routes/requestConstants.ts for the start page). */
export { VCODE_PATH } from './routes/requestConstants';
/** Cookie the captcha image sets; login/register read it to find the captcha. */
export const VCODE_COOKIE = 'jl_vcode';

export const accountEndpoints = {
  /** Registers an official (HY) account and logs it in. */
  register: endpoint({
    method: 'POST',
    base: 'v',
    path: '/user/reg',
    form: true,
    body: registerBodySchema,
    response: authTokenSchema,
  }),
  /** Creates a trial (TEST) account with trial money and logs it in. */
  registerTrial: endpoint({
    method: 'GET',
    base: 'v',
    path: '/user/regTest',
    response: authTokenSchema,
  }),
  /** Logs in (company code header); a new token every time. */
  login: endpoint({
    method: 'POST',
    base: 'v',
    path: '/user/login',
    form: true,
    body: loginBodySchema,
    response: authTokenSchema,
  }),
  /** A new slider puzzle (our own captcha for registerLimit.thirdCaptcha). */
  sliderCaptcha: endpoint({
    method: 'GET',
    base: 'v',
    path: '/captcha/slider',
    response: sliderCaptchaSchema,
  }),
  /** Checks a slider drop: 400 验证码不正确 unless the position fits and the drag took human time. */
  sliderVerify: endpoint({
    method: 'POST',
    base: 'v',
    path: '/captcha/slider/verify',
    body: sliderVerifyBodySchema,
    response: sliderTicketSchema,
  }),
  /** The proof of work of a fallback ticket (the puzzle would not load). */
  sliderFallbackChallenge: endpoint({
    method: 'GET',
    base: 'v',
    path: '/captcha/slider/fallback',
    response: sliderFallbackChallengeSchema,
  }),
  sliderFallback: endpoint({
    method: 'POST',
    base: 'v',
    path: '/captcha/slider/fallback',
    body: sliderFallbackBodySchema,
    response: sliderTicketSchema,
  }),
  /** Revokes the token sent (no-op without one). */
  logout: endpoint({ method: 'GET', base: 'v', path: '/user/logout', response: z.null() }),
  checkUnique: endpoint({
    method: 'GET',
    base: 'v',
    path: '/user/checkUnique',
    query: checkUniqueQuerySchema,
    response: checkUniqueSchema,
  }),
  userInfo: endpoint({
    method: 'GET',
    base: 'api',
    path: '/user/info',
    response: profileSchema,
    auth: true,
    tokenInvalidExempt: true,
  }),
  userStatus: endpoint({
    method: 'GET',
    base: 'api',
    path: '/user/status',
    response: userStatusSchema,
    auth: true,
    tokenInvalidExempt: true,
  }),
  moneyCheck: endpoint({
    method: 'GET',
    base: 'api',
    path: '/user/money/check',
    response: moneyCheckSchema,
    auth: true,
  }),
  /** VIP rules by level ascending (public). */
  vipRules: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/uservip/rules',
    response: z.array(vipRuleSchema),
  }),
  /** The welfare centre: the user's VIP upgrade bonuses (paths not in the spec; same style). */
  vipBonus: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/uservip/bonus',
    response: vipBonusSchema,
    auth: true,
  }),
  /** Claims one reached level's upgrade bonus, once (ledger type 系统奖励). */
  claimVipBonus: endpoint({
    method: 'POST',
    base: 'apiV2',
    path: '/uservip/bonus/claim',
    body: vipBonusClaimBodySchema,
    response: vipBonusClaimSchema,
    auth: true,
  }),
  updatePassword: endpoint({
    method: 'POST',
    base: 'api',
    path: '/user/updatePassword',
    body: updatePasswordBodySchema,
    response: z.null(),
    auth: true,
  }),
  updatePasswordByAccount: endpoint({
    method: 'POST',
    base: 'api',
    path: '/user/updatePasswordByAccount',
    form: true,
    body: updatePasswordByAccountBodySchema,
    response: z.null(),
  }),
  updateFundPwd: endpoint({
    method: 'POST',
    base: 'api',
    path: '/user/updateFundPwd',
    body: updateFundPwdBodySchema,
    response: z.null(),
    auth: true,
  }),
  checkCashPassword: endpoint({
    method: 'POST',
    base: 'v',
    path: '/user/check/cashPassword',
    body: checkCashPasswordBodySchema,
    response: checkCashPasswordSchema,
    auth: true,
  }),
  updateBank: endpoint({
    method: 'POST',
    base: 'api',
    path: '/user/updateBank',
    body: updateBankBodySchema,
    response: bankCardSchema,
    auth: true,
  }),
  /** The user's bound withdraw accounts, newest first (path ours: the spec shows none). */
  bankList: endpoint({
    method: 'GET',
    base: 'api',
    path: '/user/bank/list',
    response: z.array(bankCardSchema),
    auth: true,
  }),
  modifyUserInfo: endpoint({
    method: 'POST',
    base: 'api',
    path: '/user/modifyUserInfo',
    body: modifyUserInfoBodySchema,
    response: userInfoSchema,
    auth: true,
  }),
  updateChatThemeColor: endpoint({
    method: 'POST',
    base: 'apiV2',
    path: '/user/update/chat-theme-color',
    body: chatThemeColorBodySchema,
    response: chatThemeColorSchema,
    auth: true,
  }),
  /** The user's push messages, newest first. */
  pushMessages: endpoint({
    method: 'GET',
    base: 'api',
    path: '/pushMessage/queryAll',
    query: pushMessageQuerySchema,
    response: pageSchema(pushMessageSchema),
    auth: true,
  }),
  pushMessageRead: endpoint({
    method: 'GET',
    base: 'api',
    path: '/pushMessage/modifyReadStatus',
    query: pushMessageIdQuerySchema,
    response: z.null(),
    auth: true,
  }),
  pushMessageRemove: endpoint({
    method: 'GET',
    base: 'api',
    path: '/pushMessage/remove',
    query: pushMessageIdQuerySchema,
    response: z.null(),
    auth: true,
  }),
} as const;
