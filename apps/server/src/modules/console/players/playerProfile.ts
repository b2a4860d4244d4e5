// One player as the console's profile shows it: the list's row, contact fields, the agents above,
// VIP and wallet figures, the login lockout as the limiter counts it, sign-ins still alive, bound
// withdrawal accounts and the last ledger rows.
import type { ConsolePlayerProfile } from '@jinli/contract/console';
import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accessToken, ledger, userAccount, userBank } from '../../../db/schema';
import {
  accountSubject,
  windowsOf,
  type AuthLimits,
  type RateLimiter,
} from '../../accounts/rateLimits';
import { DEFAULT_TOKEN_LIFETIMES } from '../../accounts/tokens';
import { findPlayer } from './playerQueries';
import { ledgerRowOf, playerRowOf } from './playerRows';

const HOUR_MS = 60 * 60_000;
/** Ledger rows the profile carries; the rest are a page away. */
const RECENT_LEDGER_ROWS = 10;

export interface ProfileDeps {
  db: Db;
  limiter: RateLimiter;
  limits: AuthLimits;
  now: () => number;
}

/** The agents' ids of an agent path ('/12/34/' → [12, 34]), top first. */
const agentIdsOf = (path: string) =>
  path
    .split('/')
    .filter((part) => part !== '')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));

/** Player `id`'s profile, or undefined when the company has no such player. */
export async function playerProfile(
  deps: ProfileDeps,
  companyId: number,
  id: number,
): Promise<ConsolePlayerProfile | undefined> {
  const { db } = deps;
  const found = await findPlayer(db, companyId, id);
  if (!found) return undefined;
  const { user } = found;
  const now = deps.now();
  const chainIds = agentIdsOf(user.agentPath);
  const [agents, banks, recent, [sessions], failures] = await Promise.all([
    chainIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: userAccount.id, account: userAccount.account })
          .from(userAccount)
          .where(inArray(userAccount.id, chainIds)),
    db.select().from(userBank).where(eq(userBank.userId, id)).orderBy(userBank.id),
    db
      .select()
      .from(ledger)
      .where(eq(ledger.userId, id))
      .orderBy(desc(ledger.id))
      .limit(RECENT_LEDGER_ROWS),
    db
      .select({ value: count() })
      .from(accessToken)
      .where(
        and(
          eq(accessToken.userId, id),
          isNull(accessToken.revokedAt),
          gt(accessToken.expiresAt, new Date(now)),
          gt(accessToken.lastUsedAt, new Date(now - DEFAULT_TOKEN_LIFETIMES.idleMs)),
        ),
      ),
    deps.limiter.peek(
      'login_fail',
      accountSubject(user.account),
      windowsOf(deps.limits.loginFailPerAccount, [{ max: 0, windowMs: HOUR_MS }]),
    ),
  ]);
  const accountOf = new Map(agents.map((agent) => [agent.id, agent.account]));
  return {
    ...playerRowOf(user, found.wallet?.balance ?? 0n, found.agentAccount),
    email: user.email,
    qq: user.qq,
    weixin: user.weixin,
    birthday: user.birthday,
    promoCode: user.promoCode,
    agentChain: chainIds.map((agentId) => accountOf.get(agentId) ?? String(agentId)),
    vip: {
      level: user.vipLevel,
      cycleBetAmount: Number(user.cycleBetAmount),
      hyLevel: user.hyLevel,
      chatLevel: user.chatLevel,
    },
    wallet: {
      balance: Number(found.wallet?.balance ?? 0n),
      gameBalance: Number(found.wallet?.liveMoney ?? 0n),
      rechargeTotal: Number(found.wallet?.rechargeTotal ?? 0n),
    },
    login: {
      failuresLastHour: Math.round(failures.get(HOUR_MS) ?? 0),
      // The next login would go beyond a per-account rule: it needs the image code (and is slowed).
      locked: deps.limits.loginFailPerAccount.some(
        (rule) => (failures.get(rule.windowMs) ?? 0) + 1 > rule.max,
      ),
      activeSessions: sessions?.value ?? 0,
    },
    banks: banks.map((bank) => ({
      id: bank.id,
      kind: bank.kind,
      bankName: bank.bankName,
      cardNo: bank.cardNo,
      realName: bank.realName,
      createTime: bank.createdAt.getTime(),
    })),
    recentLedger: recent.map(ledgerRowOf),
  };
}
