// Accounts: registration (official and trial), login, logout, the unique-account check and the
// password and fund-password changes. Field rules and their messages are @jinli/domain's, applied
// to the same register-limit and login-limit documents the client reads.
import { randomBytes } from 'node:crypto';
import {
  type AuthToken,
  ErrorCode,
  LOGIN_CODE_STYLE_SLIDER,
  type LoginBody,
  type RegisterBody,
  type UpdateFundPwdBody,
  type UpdatePasswordBody,
  type UpdatePasswordByAccountBody,
} from '@jinli/contract';
import {
  calendarDateAt,
  isValidFundPassword,
  LEDGER_CODE,
  PROMO_CODE_NOT_FOUND,
  REGISTER_MESSAGES,
  REGISTER_SUCCEEDED,
  registerNeedsImageCode,
  USER_TYPES,
  validateRegisterForm,
} from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pushMessage, registerSetting, userAccount, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import { openWallet, postLedger } from '../wallet/ledger';
import type { AuthService } from './auth';
import type { CaptchaService } from './captcha';
import type { SliderCaptchaService } from './sliderCaptcha';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  accountAddressSubject,
  accountSubject,
  addressSubject,
  type AuthLimits,
  checkLimit,
  endingAttempts,
  exceeds,
  type PendingAttempt,
  RATE_LIMIT_TEXT,
  type RateLimiter,
  recordAttempt,
  reserveAttempt,
  userSubject,
  windowsOf,
} from './rateLimits';
import { replacePassword } from './passwordChange';
import { ACCOUNT_TEXT, TRIAL_MONEY } from './texts';

/** Who is asking: the client address and the captcha references it sent. */
export interface ClientContext {
  address: string;
  /** Captcha id from the vCode cookie. */
  captchaId?: string | undefined;
}

export interface AccountService {
  register(body: RegisterBody, client: ClientContext): Promise<AuthToken>;
  registerTrial(client: ClientContext): Promise<AuthToken>;
  login(body: LoginBody, client: ClientContext): Promise<AuthToken>;
  checkUnique(account: string): Promise<boolean>;
  updatePassword(
    user: UserRow,
    body: UpdatePasswordBody,
    keepToken: string | undefined,
  ): Promise<void>;
  updatePasswordByAccount(body: UpdatePasswordByAccountBody, client: ClientContext): Promise<void>;
  updateFundPassword(user: UserRow, body: UpdateFundPwdBody): Promise<void>;
  /**
   * Checks a fund password: missing → UC/CASH_PASSWORD, none set → UC/CASH_PASSWORD_NULL, wrong →
   * UC/CASH_PASSWORD_ERROR (交易密码输入错误!), also limited per account.
   */
  checkFundPassword(user: UserRow, cashPassword: string | undefined): Promise<void>;
  /**
   * Whether logins from `address` should show the image captcha: a login of an account under
   * attack asked it for one lately (userLoginLimit answers vCode true to it, so the screen shows
   * the field after its failure; spec §8: a failed login reloads the login limit).
   */
  captchaAskedOf(address: string): Promise<boolean>;
}

/** How long an address that was asked for a captcha keeps seeing userLoginLimit.vCode on (ms). */
export const CAPTCHA_ASKED_MS = 10 * 60_000;

/** Where a user registering with an agent's code goes: the user_account values to set. */
export interface AgentPlacement {
  parentId: number;
  agentPath: string;
  agentLinkId: number | null;
  rebate: number;
  isDl: boolean;
}

/**
 * The agents' registration codes (modules/agents/codes.ts, wired in app.ts so that accounts
 * imports nothing of agents): where a code puts a registering user (undefined: no live link or
 * agent has it), and a fresh promotion code for a sub-agent registered through a link.
 */
export interface RegistrationCodes {
  placementOfCode(db: Db, companyId: number, code: string): Promise<AgentPlacement | undefined>;
  freshCode(db: Db, companyId: number): Promise<string>;
}

export interface AccountServiceDeps {
  db: Db;
  codes: RegistrationCodes;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  captcha: CaptchaService;
  slider: SliderCaptchaService;
  limiter: RateLimiter;
  limits: AuthLimits;
  now?: () => number;
}

const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isUniqueViolation(error: unknown): boolean {
  // postgres-js and PGlite both expose the SQLSTATE as `code` (drizzle may wrap it in `cause`).
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates the user, its wallet and its first messages inside `tx` (registration, trial accounts,
 * and users an agent adds: modules/agents). A bonus of 0 writes no ledger row.
 */
export async function insertUser(
  tx: Tx,
  values: typeof userAccount.$inferInsert,
  bonus: bigint,
  bonusType: number,
  bonusRemark: string,
): Promise<UserRow> {
  const [user] = await tx.insert(userAccount).values(values).returning();
  if (!user) throw new Error('register: insert returned nothing');
  await openWallet(tx, user.id);
  if (bonus > 0n) {
    await postLedger(tx, {
      userId: user.id,
      type: bonusType,
      amount: bonus,
      refType: 'register',
      refId: String(user.id),
      remark: bonusRemark,
    });
  }
  await tx.insert(pushMessage).values({
    userId: user.id,
    title: '欢迎加入',
    content: `尊敬的${user.account}，欢迎加入！祝您游戏愉快。`,
  });
  return user;
}

export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { db, company, config, auth, captcha, slider, limiter, limits } = deps;
  const now = deps.now ?? Date.now;

  async function findByAccount(companyId: number, account: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(userAccount)
      .where(
        and(
          eq(userAccount.companyId, companyId),
          sql`lower(${userAccount.account}) = ${account.toLowerCase()}`,
        ),
      );
    return row;
  }

  async function checkFundPassword(user: UserRow, cashPassword: string | undefined) {
    if (!user.fundPasswordHash) {
      throw new AppError(ErrorCode.CASH_PASSWORD_NULL, ACCOUNT_TEXT.fundPasswordNotSet);
    }
    if (!cashPassword)
      throw new AppError(ErrorCode.CASH_PASSWORD, ACCOUNT_TEXT.fundPasswordMissing);
    // Reserved before the check: parallel guesses each take a place within the limit.
    const attempt = await reserveAttempt(
      limiter,
      'fund_password_fail',
      userSubject(user.id),
      limits.fundPasswordFailPerAccount,
      RATE_LIMIT_TEXT.fundPassword,
    );
    await endingAttempts([attempt], async () => {
      if (!(await verifyPassword(user.fundPasswordHash ?? '', cashPassword))) {
        throw new AppError(ErrorCode.CASH_PASSWORD_ERROR, ACCOUNT_TEXT.fundPasswordWrong);
      }
    });
  }

  /** Checks a signed-in user's login password (password changes), limited per user. */
  async function checkOwnPassword(user: UserRow, password: string): Promise<void> {
    const attempt = await reserveAttempt(
      limiter,
      'password_fail',
      userSubject(user.id),
      limits.passwordCheckPerUser,
      RATE_LIMIT_TEXT.password,
    );
    await endingAttempts([attempt], async () => {
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw bad(ACCOUNT_TEXT.oldPasswordWrong);
      }
    });
  }

  /**
   * Checks the login password of `account` asked for from `client` (login and
   * updatePasswordByAccount) under the login limits, and answers the user; throws 400 用户名或密码错误
   * when the account or password is wrong.
   *
   * - The attempt is counted before the password is checked, per address and per (account,
   *   address): beyond those hard limits the address is refused (429) for the account, however
   *   many requests it sends at once.
   * - It is counted per account too, from every address, but that never refuses: beyond
   *   loginFailPerAccount the check needs a solved captcha (`solveCaptcha`), beyond
   *   loginSlowPerAccount it also waits loginDelayMs. So an attacker's failures slow the owner's
   *   account down, and the owner's right password with the captcha solved from another address
   *   still opens it. (A hard per-account ceiling would hand anyone the power to lock the owner out.)
   * - A right password takes its counts back: the limits count failures.
   */
  async function checkLoginPassword(
    account: string,
    password: string,
    client: ClientContext,
    solveCaptcha: (required: boolean) => Promise<void>,
  ): Promise<UserRow> {
    const attempts: PendingAttempt[] = [];
    try {
      // The narrowest first: a burst on one account waits there, not holding the address's places.
      attempts.push(
        await reserveAttempt(
          limiter,
          'login_fail',
          accountAddressSubject(account, client.address),
          limits.loginFailPerAccountAddress,
          RATE_LIMIT_TEXT.login,
        ),
      );
      attempts.push(
        await reserveAttempt(
          limiter,
          'login_fail',
          addressSubject(client.address),
          limits.loginFailPerAddress,
          RATE_LIMIT_TEXT.login,
        ),
      );
    } catch (error) {
      await Promise.all(attempts.map((attempt) => attempt.end('cancelled')));
      throw error;
    }
    // Never refused: its failures and attempts under way only ask for the captcha and slow down.
    const perAccount = await limiter.begin(
      'login_fail',
      accountSubject(account),
      windowsOf(limits.loginFailPerAccount, limits.loginSlowPerAccount),
    );
    attempts.push(perAccount);

    return endingAttempts(attempts, async () => {
      const underAttack = exceeds(limits.loginFailPerAccount, perAccount.total);
      try {
        await solveCaptcha(underAttack);
      } catch (error) {
        // Tell this address's login screen to show the captcha (userLoginLimit.vCode).
        if (underAttack) {
          await limiter.hit('login_captcha', addressSubject(client.address), [CAPTCHA_ASKED_MS]);
        }
        throw error;
      }
      if (exceeds(limits.loginSlowPerAccount, perAccount.failures))
        await sleep(limits.loginDelayMs);

      const { id: companyId } = await company.current();
      const user = account === '' ? undefined : await findByAccount(companyId, account);
      const matches = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !matches) throw bad(ACCOUNT_TEXT.wrongCredentials);
      return user;
    });
  }

  return {
    async register(body, client) {
      const ip = addressSubject(client.address);
      await checkLimit(
        limiter,
        'register_fail',
        ip,
        limits.registerFailPerAddress,
        RATE_LIMIT_TEXT.register,
      );
      await checkLimit(
        limiter,
        'register',
        ip,
        limits.registerPerAddress,
        RATE_LIMIT_TEXT.register,
      );
      const recordFailure = () =>
        recordAttempt(limiter, 'register_fail', ip, limits.registerFailPerAddress);
      const refuse = async (msg: string) => {
        await recordFailure();
        return bad(msg);
      };

      const { id: companyId } = await company.current();
      const limit = await config.document('registerLimit');
      const result = validateRegisterForm(body, limit, calendarDateAt(now()));
      if (!result.valid && result.first) throw await refuse(result.first.message);
      const values = result.payload;
      if (registerNeedsImageCode(limit)) {
        try {
          await captcha.verify(
            'reg',
            { id: client.captchaId, clientKey: body.vCodeKey },
            values.vCode ?? '',
          );
        } catch (error) {
          await recordFailure();
          throw error;
        }
      }
      if (limit.thirdCaptcha) {
        try {
          await slider.consume(body.captchaTicket);
        } catch (error) {
          await recordFailure();
          throw error;
        }
      }
      const account = values.account ?? '';
      const password = values.password ?? '';

      // An agent's link code or promotion code puts the user in its team (modules/agents/codes.ts).
      let placement: AgentPlacement | undefined;
      if (values.intrCode) {
        placement = await deps.codes.placementOfCode(db, companyId, values.intrCode);
        if (!placement) throw await refuse(PROMO_CODE_NOT_FOUND);
      }
      // A sub-agent registered through a link gets its own promotion code.
      const promoCode = placement?.isDl ? await deps.codes.freshCode(db, companyId) : null;
      if (await findByAccount(companyId, account)) throw await refuse(ACCOUNT_TEXT.accountTaken);

      const [passwordHash, fundPasswordHash] = await Promise.all([
        hashPassword(password),
        values.fundPwd ? hashPassword(values.fundPwd) : Promise.resolve(null),
      ]);
      const [setting] = await db
        .select({ bonus: registerSetting.registerBonus })
        .from(registerSetting)
        .where(eq(registerSetting.companyId, companyId));

      let created: { user: UserRow; token: string };
      try {
        created = await db.transaction(async (tx) => {
          const user = await insertUser(
            tx,
            {
              companyId,
              account,
              passwordHash,
              fundPasswordHash,
              type: USER_TYPES.OFFICIAL,
              parentId: placement?.parentId ?? null,
              agentPath: placement?.agentPath ?? '/',
              agentLinkId: placement?.agentLinkId ?? null,
              isDl: placement?.isDl ?? false,
              promoCode,
              ...(placement ? { rebate: placement.rebate } : {}),
              fullName: values.fullName ?? '',
              phone: values.phone ?? '',
              email: values.email ?? '',
              qq: values.qq ?? '',
              weixin: values.weixin ?? '',
              birthday: values.birthday ?? '',
              registerIp: client.address,
              lastLoginAt: new Date(now()),
            },
            setting?.bonus ?? 0n,
            LEDGER_CODE.registrationBonus,
            REGISTER_SUCCEEDED,
          );
          return { user, token: await auth.issue(user, tx) };
        });
      } catch (error) {
        // Two registrations of one name at once: the unique index lets one through.
        if (isUniqueViolation(error)) throw await refuse(ACCOUNT_TEXT.accountTaken);
        throw error;
      }
      await recordAttempt(limiter, 'register', ip, limits.registerPerAddress);
      return { token: created.token, account: created.user.account, type: USER_TYPES.OFFICIAL };
    },

    async registerTrial(client) {
      const ip = addressSubject(client.address);
      await checkLimit(limiter, 'trial', ip, limits.trialPerAddress, RATE_LIMIT_TEXT.register);
      const { id: companyId } = await company.current();
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      for (let attempt = 0; ; attempt++) {
        const account = `guest${randomBytes(5).readUInt32BE() % 100_000_000}`.padEnd(13, '0');
        try {
          const created = await db.transaction(async (tx) => {
            const user = await insertUser(
              tx,
              {
                companyId,
                account,
                passwordHash,
                type: USER_TYPES.TRIAL,
                enableChat: false,
                registerIp: client.address,
                lastLoginAt: new Date(now()),
              },
              TRIAL_MONEY,
              LEDGER_CODE.systemReward,
              '试玩彩金',
            );
            return { user, token: await auth.issue(user, tx) };
          });
          await recordAttempt(limiter, 'trial', ip, limits.trialPerAddress);
          return { token: created.token, account: created.user.account, type: USER_TYPES.TRIAL };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    async login(body, client) {
      const user = await checkLoginPassword(
        body.account.trim(),
        body.password,
        client,
        async (underAttack) => {
          const loginLimit = await config.document('userLoginLimit');
          if (!loginLimit.vCode && !underAttack) return;
          if (loginLimit.codeStyle === LOGIN_CODE_STYLE_SLIDER) {
            await slider.consume(body.captchaTicket);
            return;
          }
          await captcha.verify(
            'login',
            { id: client.captchaId, clientKey: body.vCodeKey },
            body.valiCode ?? '',
          );
        },
      );
      if (!user.enabled) {
        throw new AppError(ErrorCode.ACCOUNT_STATE_ERROR, ACCOUNT_TEXT.accountFrozen);
      }
      if (user.mustResetPassword) {
        throw new AppError(ErrorCode.RESET_PASSWORD, ACCOUNT_TEXT.mustResetPassword);
      }
      const token = await db.transaction(async (tx) => {
        await tx
          .update(userAccount)
          .set({ lastLoginAt: new Date(now()) })
          .where(eq(userAccount.id, user.id));
        return auth.issue(user, tx);
      });
      return { token, account: user.account, type: user.type === 'TEST' ? 'TEST' : 'HY' };
    },

    async checkUnique(account) {
      const { id } = await company.current();
      return !(await findByAccount(id, account.trim()));
    },

    async updatePassword(user, body, keepToken) {
      await checkOwnPassword(user, body.oldPassword);
      await replacePassword(db, auth, user, body, keepToken);
    },

    async updatePasswordByAccount(body, client) {
      // The same limits as a login, and while the account is under attack the slider, whatever
      // the login's code style (the form has no image code). A must-reset account cannot sign in
      // at all, so this form is its owner's only way back in: a stranger's failed guesses may make
      // it ask for the slider, never refuse it (a 429 here let anyone keep the account locked).
      const user = await checkLoginPassword(
        body.account.trim(),
        body.oldPassword,
        client,
        async (underAttack) => {
          if (underAttack) await slider.consume(body.captchaTicket);
        },
      );
      if (!user.enabled) {
        throw new AppError(ErrorCode.ACCOUNT_STATE_ERROR, ACCOUNT_TEXT.accountFrozen);
      }
      await replacePassword(db, auth, user, body, undefined);
    },

    async updateFundPassword(user, body) {
      if (user.fundPasswordHash) {
        await checkFundPassword(user, body.oldFundPwd);
      } else {
        await checkOwnPassword(user, body.password ?? '');
      }
      if (body.fundPwd === '') throw bad(REGISTER_MESSAGES.fundPwd.requiredError);
      if (!isValidFundPassword(body.fundPwd)) throw bad(REGISTER_MESSAGES.fundPwd.error);
      if (body.confirmFundPwd !== body.fundPwd) throw bad(ACCOUNT_TEXT.fundPasswordConfirm);
      await db
        .update(userAccount)
        .set({ fundPasswordHash: await hashPassword(body.fundPwd) })
        .where(eq(userAccount.id, user.id));
    },

    checkFundPassword,

    async captchaAskedOf(address) {
      const counts = await limiter.peek('login_captcha', addressSubject(address), [
        CAPTCHA_ASKED_MS,
      ]);
      return (counts.get(CAPTCHA_ASKED_MS) ?? 0) > 0;
    },
  };
}
