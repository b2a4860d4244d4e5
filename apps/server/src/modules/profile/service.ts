// The profile: user info with balances, VIP rules, personal details, chat colour and the bound
// withdraw accounts. Personal details follow the register rules of @jinli/domain.
import {
  type BankCard,
  ErrorCode,
  type ModifyUserInfoBody,
  type MoneyCheck,
  type Profile,
  type UpdateBankBody,
  type UserInfo,
  type UserStatus,
  type VipRuleRow,
} from '@jinli/contract';
import {
  calendarDateAt,
  checkRegisterField,
  maskMiddle,
  normalizeRegisterValues,
  REGISTER_MESSAGES,
  type RegisterFormField,
  readBankAccount,
} from '@jinli/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  company as company_,
  pushMessage,
  userAccount,
  userBank,
  type UserRow,
  vipRule,
  wallet,
} from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { AuthService, SessionUser } from '../accounts/auth';
import type { AccountService } from '../accounts/service';
import { createReadCache, type ReadCache } from '../../db/readCache';
import { ACCOUNT_TEXT, MAX_BANK_CARDS } from '../accounts/texts';
import type { CompanyService } from '../company/service';

export interface ProfileService {
  /** The profile in one query: the user row as it is now, balances, unread count, domain. */
  info(session: SessionUser): Promise<Profile>;
  /** Balances in one query. */
  moneyCheck(session: SessionUser): Promise<MoneyCheck>;
  status(user: UserRow): UserStatus;
  vipRules(): Promise<VipRuleRow[]>;
  modifyUserInfo(user: UserRow, body: ModifyUserInfoBody): Promise<UserInfo>;
  setChatThemeColor(user: UserRow, color: number): Promise<void>;
  updateBank(user: UserRow, body: UpdateBankBody): Promise<BankCard>;
  bankList(user: UserRow): Promise<BankCard[]>;
}

const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);

/** The columns of a user row the profile shows. */
export type UserInfoRow = Pick<
  UserRow,
  | 'id'
  | 'account'
  | 'type'
  | 'vipLevel'
  | 'cycleBetAmount'
  | 'avatarId'
  | 'isDl'
  | 'hyLevel'
  | 'enableChat'
  | 'chatLevel'
  | 'rebate'
  | 'fullName'
  | 'phone'
  | 'email'
  | 'qq'
  | 'weixin'
  | 'birthday'
  | 'chatThemeColor'
  | 'promoCode'
>;

/** The profile's userInfo of a user row (personal details masked). */
export function toUserInfo(user: UserInfoRow): UserInfo {
  return {
    userId: user.id,
    account: user.account,
    type: user.type === 'TEST' ? 'TEST' : 'HY',
    vipLevel: user.vipLevel,
    cycleBetAmount: Number(user.cycleBetAmount),
    avatarId: user.avatarId,
    isDl: user.isDl ? 1 : 0,
    hyLevel: user.hyLevel,
    enableChat: user.enableChat ? 1 : 0,
    chatLevel: user.chatLevel,
    rebate: user.rebate,
    fullName: user.fullName ? maskName(user.fullName) : '',
    phone: maskMiddle(user.phone),
    email: user.email,
    qq: user.qq,
    weixin: user.weixin,
    birthday: user.birthday,
    chatThemeColor: user.chatThemeColor,
    promoCode: user.promoCode ?? '',
  };
}

/** '张三丰' → '张**': the family name shows. */
function maskName(name: string): string {
  const chars = Array.from(name);
  return chars[0] + '*'.repeat(chars.length - 1);
}

function toBankCard(row: typeof userBank.$inferSelect): BankCard {
  return {
    id: row.id,
    kind: row.kind === 'usdt' || row.kind === 'eWallet' ? row.kind : 'bank',
    bankName: row.bankName,
    cardNo: maskMiddle(row.cardNo),
    realName: maskName(row.realName),
    bankAddress: row.bankAddress,
    createTime: row.createdAt.getTime(),
  };
}

/**
 * The hot reads of every signed-in page, built once as prepared statements: one statement each
 * and no SQL to build per request. Only the columns the answers show are read.
 */
function prepareProfileReads(db: Db) {
  const infoQuery = db
    .select({
      id: userAccount.id,
      account: userAccount.account,
      type: userAccount.type,
      vipLevel: userAccount.vipLevel,
      cycleBetAmount: userAccount.cycleBetAmount,
      avatarId: userAccount.avatarId,
      isDl: userAccount.isDl,
      hyLevel: userAccount.hyLevel,
      enableChat: userAccount.enableChat,
      chatLevel: userAccount.chatLevel,
      rebate: userAccount.rebate,
      fullName: userAccount.fullName,
      phone: userAccount.phone,
      email: userAccount.email,
      qq: userAccount.qq,
      weixin: userAccount.weixin,
      birthday: userAccount.birthday,
      chatThemeColor: userAccount.chatThemeColor,
      promoCode: userAccount.promoCode,
      enabled: userAccount.enabled,
      hasFundPassword: sql<boolean>`${userAccount.fundPasswordHash} is not null`,
      balance: wallet.balance,
      liveMoney: wallet.liveMoney,
      rechargeTotal: wallet.rechargeTotal,
      domain: sql<string>`(select ${company_.domain} from ${company_}
        where ${company_.id} = ${userAccount.companyId})`,
      unread: sql<number>`(select count(*)::int from ${pushMessage}
        where ${pushMessage.userId} = ${userAccount.id} and not ${pushMessage.isRead})`,
    })
    .from(userAccount)
    .leftJoin(wallet, eq(wallet.userId, userAccount.id))
    .where(eq(userAccount.id, sql.placeholder('userId')))
    .prepare('profile_info');
  const moneyQuery = db
    .select({ balance: wallet.balance, liveMoney: wallet.liveMoney })
    .from(wallet)
    .where(eq(wallet.userId, sql.placeholder('userId')))
    .prepare('profile_money');
  return { infoQuery, moneyQuery };
}

/**
 * The details `body` changes, checked as registration checks them (on `today`); throws the
 * field's message on the first that fails. Sent but empty clears an optional detail; the real
 * name, once given, stays.
 */
function userInfoChanges(
  user: UserRow,
  body: ModifyUserInfoBody,
  today: ReturnType<typeof calendarDateAt>,
) {
  const fields = ['fullName', 'phone', 'email', 'qq', 'weixin', 'birthday'] as const;
  const normalized = normalizeRegisterValues(body);
  const changes: Partial<Record<(typeof fields)[number], string>> = {};
  for (const field of fields) {
    if (body[field] === undefined) continue;
    const value = normalized[field];
    if (value === '') {
      if (field === 'fullName' && user.fullName)
        throw bad(REGISTER_MESSAGES.fullName.requiredError);
      changes[field] = '';
      continue;
    }
    const check = checkRegisterField(field as RegisterFormField, normalized, today);
    if (!check.ok) throw bad(check.fixedMessage ?? REGISTER_MESSAGES[field].error);
    changes[field] = value;
  }
  return changes;
}

export function createProfileService(
  db: Db,
  company: CompanyService,
  accounts: AccountService,
  now: () => number = Date.now,
  auth?: Pick<AuthService, 'refuseFrozen'>,
  reads: ReadCache = createReadCache(undefined),
): ProfileService {
  /** A frozen or vanished account ends the session (it may have been served from memory). */
  const refuse = async (userId: number): Promise<never> => {
    if (auth) return auth.refuseFrozen(userId);
    throw new AppError(ErrorCode.TOKEN_INVALID);
  };

  const { infoQuery, moneyQuery } = prepareProfileReads(db);

  async function info(session: SessionUser): Promise<Profile> {
    const [row] = await infoQuery.execute({ userId: session.id });
    if (!row || !row.enabled) return refuse(session.id);
    return {
      userInfo: toUserInfo(row),
      extInfo: {
        money: Number(row.balance ?? 0n),
        liveMoney: Number(row.liveMoney ?? 0n),
        fundPwd: row.hasFundPassword ? 1 : 0,
        rechMoney: Number(row.rechargeTotal ?? 0n),
      },
      userDetail: { domain: row.domain ?? '' },
      unReadCount: Number(row.unread ?? 0),
    };
  }

  async function moneyCheck(session: SessionUser): Promise<MoneyCheck> {
    // The session says who; a frozen account's reads end with its session (SESSION_CACHE_TTL_MS,
    // or at once when announced), its writes at once (they read the user row).
    const [row] = await moneyQuery.execute({ userId: session.id });
    return { money: Number(row?.balance ?? 0n), liveMoney: Number(row?.liveMoney ?? 0n) };
  }

  return {
    info: (session) => reads.read(`profile:${session.id}`, () => info(session)),
    moneyCheck: (session) => reads.read(`money:${session.id}`, () => moneyCheck(session)),

    status(user) {
      return {
        account: user.account,
        type: user.type === 'TEST' ? 'TEST' : 'HY',
        enabled: user.enabled ? 1 : 0,
        mustResetPassword: user.mustResetPassword ? 1 : 0,
      };
    },

    async vipRules() {
      const { id } = await company.current();
      const rows = await db
        .select()
        .from(vipRule)
        .where(eq(vipRule.companyId, id))
        .orderBy(asc(vipRule.vipLevel));
      return rows.map((r) => ({ vipLevel: r.vipLevel, betMoney: Number(r.betMoney) }));
    },

    async modifyUserInfo(user, body) {
      const values = {
        ...userInfoChanges(user, body, calendarDateAt(now())),
        ...(body.avatarId === undefined ? {} : { avatarId: body.avatarId }),
      };
      // Nothing sent, nothing to change (an UPDATE without columns is an error, not a no-op).
      if (Object.keys(values).length === 0) return toUserInfo(user);
      const [updated] = await db
        .update(userAccount)
        .set(values)
        .where(eq(userAccount.id, user.id))
        .returning();
      return toUserInfo(updated ?? user);
    },

    async setChatThemeColor(user, color) {
      await db
        .update(userAccount)
        .set({ chatThemeColor: color })
        .where(eq(userAccount.id, user.id));
    },

    async updateBank(user, body) {
      await accounts.checkFundPassword(user, body.cashPassword);
      const read = readBankAccount(body);
      if (!read.ok) throw bad(read.msg);
      const values = {
        ...read.account,
        bankAddress: body.bankAddress?.trim() ?? '',
      };
      if (body.id !== undefined) {
        const [row] = await db
          .update(userBank)
          .set(values)
          .where(and(eq(userBank.id, body.id), eq(userBank.userId, user.id)))
          .returning();
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, ACCOUNT_TEXT.bankNotFound);
        return toBankCard(row);
      }
      return db.transaction(async (tx) => {
        // Lock the user row so that two binds at once cannot pass the count together.
        await tx
          .select({ id: userAccount.id })
          .from(userAccount)
          .where(eq(userAccount.id, user.id))
          .for('update');
        const [existing] = await tx
          .select({ value: count() })
          .from(userBank)
          .where(eq(userBank.userId, user.id));
        if ((existing?.value ?? 0) >= MAX_BANK_CARDS) throw bad(ACCOUNT_TEXT.bankLimit);
        const [row] = await tx
          .insert(userBank)
          .values({ userId: user.id, ...values })
          .returning();
        if (!row) throw new Error('updateBank: insert returned nothing');
        return toBankCard(row);
      });
    },

    async bankList(user) {
      const rows = await db
        .select()
        .from(userBank)
        .where(eq(userBank.userId, user.id))
        .orderBy(desc(userBank.createdAt), desc(userBank.id));
      return rows.map(toBankCard);
    },
  };
}
