// Registration: an official account from the register form (limits, captchas, an agent's code),
// and a trial account with play money; each user created with its wallet and first message.
import { randomBytes } from 'node:crypto';
import type { AuthToken, RegisterBody } from '@jinli/contract';
import {
  calendarDateAt,
  LEDGER_CODE,
  PROMO_CODE_NOT_FOUND,
  REGISTER_SUCCEEDED,
  registerNeedsImageCode,
  USER_TYPES,
  validateRegisterForm,
} from '@jinli/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { pushMessage, registerSetting, userAccount, type UserRow } from '../../db/schema';
import { openWallet, postLedger } from '../wallet/ledger';
import { type AccountContext, type AgentPlacement, bad, type ClientContext } from './context';
import { findByAccount } from './credentials';
import { hashPassword } from './passwords';
import { addressSubject, checkLimit, RATE_LIMIT_TEXT, recordAttempt } from './rateLimits';
import { ACCOUNT_TEXT, TRIAL_MONEY } from './texts';

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

export async function register(
  ctx: AccountContext,
  body: RegisterBody,
  client: ClientContext,
): Promise<AuthToken> {
  const { db, company, config, auth, captcha, slider, limiter, limits, now } = ctx;
  const ip = addressSubject(client.address);
  await checkLimit(
    limiter,
    'register_fail',
    ip,
    limits.registerFailPerAddress,
    RATE_LIMIT_TEXT.register,
  );
  await checkLimit(limiter, 'register', ip, limits.registerPerAddress, RATE_LIMIT_TEXT.register);
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
    placement = await ctx.codes.placementOfCode(db, companyId, values.intrCode);
    if (!placement) throw await refuse(PROMO_CODE_NOT_FOUND);
  }
  // A sub-agent registered through a link gets its own promotion code.
  const promoCode = placement?.isDl ? await ctx.codes.freshCode(db, companyId) : null;
  if (await findByAccount(db, companyId, account)) throw await refuse(ACCOUNT_TEXT.accountTaken);

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
}

export async function registerTrial(
  ctx: AccountContext,
  client: ClientContext,
): Promise<AuthToken> {
  const { db, company, auth, limiter, limits, now } = ctx;
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
}
