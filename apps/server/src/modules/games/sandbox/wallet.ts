// The sandbox as a provider of the transfer wallet: launch URLs and sessions, balances and
// transfers in and out of the game wallet, and the rounds and totals of the casino report.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { casinoBet, liveLedger, sandboxSession } from '../../../db/schema';
import { lockWallets } from '../../wallet/ledger';
import { AppError } from '../../../http/AppError';
import {
  engineOfCode,
  hash,
  postGameLedger,
  SANDBOX_TEXT,
  type SandboxContext,
  type SandboxProvider,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from './context';
import { gameBalance, openHand } from './rounds';

/** The provider's side of the transfer wallet: launching, balances and transfers. */
export function createSandboxWallet(
  ctx: SandboxContext,
): Pick<
  SandboxProvider,
  | 'launchUrl'
  | 'balance'
  | 'gameBalance'
  | 'transferIn'
  | 'transferOut'
  | 'transferStatus'
  | 'hasOpenRound'
> {
  const { db, now } = ctx;
  return {
    async launchUrl({ userId, gameCode }) {
      const token = randomBytes(24).toString('base64url');
      const at = now();
      await db.insert(sandboxSession).values({
        tokenHash: hash(token),
        userId,
        gameCode,
        createdAt: new Date(at),
        lastUsedAt: new Date(at),
        expiresAt: new Date(at + SESSION_MAX_MS),
      });
      return `${(ctx.origin ?? '').replace(/\/+$/, '')}/sandbox-games/play?s=${token}`;
    },

    async balance(userId) {
      return gameBalance(ctx, userId);
    },

    gameBalance: (userId) => gameBalance(ctx, userId),

    async transferIn({ userId, transferNo, amount }) {
      await db.transaction(async (tx) => {
        await lockWallets(tx, [userId]);
        const [seen] = await tx
          .select({ id: liveLedger.id })
          .from(liveLedger)
          .where(and(eq(liveLedger.type, LEDGER_CODE.quotaIn), eq(liveLedger.refId, transferNo)));
        if (seen) return;
        await postGameLedger(tx, {
          userId,
          type: LEDGER_CODE.quotaIn,
          amount,
          refId: transferNo,
          remark: '额度转入',
        });
      });
    },

    async transferOut({ userId, transferNo, amount }) {
      return db.transaction(async (tx) => {
        // The transfer row decides: only a pending transfer may be applied (the reconciler marks
        // an unapplied one failed under the same row lock, so a late debit cannot follow it).
        const [transfer] = await rowsOf<{ status: string }>(
          tx,
          sql`select status from live_transfer where transfer_no = ${transferNo} for update`,
        );
        const [seen] = await tx
          .select({ id: liveLedger.id })
          .from(liveLedger)
          .where(and(eq(liveLedger.type, LEDGER_CODE.quotaOut), eq(liveLedger.refId, transferNo)));
        if (seen) return 'done' as const;
        if (transfer?.status !== 'pending') return 'insufficient' as const;
        const [purse] = await lockWallets(tx, [userId]);
        if ((purse?.liveMoney ?? 0n) < amount) return 'insufficient' as const;
        await postGameLedger(tx, {
          userId,
          type: LEDGER_CODE.quotaOut,
          amount: -amount,
          refId: transferNo,
          remark: '额度转出',
        });
        return 'done' as const;
      });
    },

    async transferStatus(transferNo, direction, options) {
      const type = direction === 'in' ? LEDGER_CODE.quotaIn : LEDGER_CODE.quotaOut;
      const [seen] = await (options?.tx ?? db)
        .select({ id: liveLedger.id })
        .from(liveLedger)
        .where(and(eq(liveLedger.type, type), eq(liveLedger.refId, transferNo)));
      return seen ? 'done' : 'missing';
    },

    async hasOpenRound(userId) {
      return (await openHand(ctx, userId)) !== undefined;
    },
  };
}

/** The player's rounds and their totals, for the casino report. */
export function createSandboxReports(
  ctx: SandboxContext,
): Pick<SandboxProvider, 'rounds' | 'totals'> {
  const { db } = ctx;
  return {
    async rounds({ userId, gameCode, fromMs, toMs, offset, limit }) {
      const where = and(
        eq(casinoBet.userId, userId),
        eq(casinoBet.gameCode, gameCode),
        eq(casinoBet.status, 'settled'),
        gte(casinoBet.createdAt, new Date(fromMs)),
        lt(casinoBet.createdAt, new Date(toMs)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(casinoBet)
          .where(where)
          .orderBy(desc(casinoBet.createdAt), desc(casinoBet.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(casinoBet).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          betNo: r.betNo,
          gameCode: r.gameCode,
          stake: r.stake,
          payout: r.payout,
          detail: r.detail,
          betTime: r.createdAt.getTime(),
        })),
        total: total?.n ?? 0,
      };
    },

    async totals({ userId, gameCodes, fromMs, toMs }) {
      if (gameCodes.length === 0) return [];
      const rows = await db
        .select({
          gameCode: casinoBet.gameCode,
          stake: sum(casinoBet.stake),
          payout: sum(casinoBet.payout),
          n: count(),
        })
        .from(casinoBet)
        .where(
          and(
            eq(casinoBet.userId, userId),
            inArray(casinoBet.gameCode, [...gameCodes]),
            eq(casinoBet.status, 'settled'),
            gte(casinoBet.createdAt, new Date(fromMs)),
            lt(casinoBet.createdAt, new Date(toMs)),
          ),
        )
        .groupBy(casinoBet.gameCode);
      return rows.map((r) => ({
        gameCode: r.gameCode,
        stake: BigInt(r.stake ?? 0),
        payout: BigInt(r.payout ?? 0),
        count: r.n,
      }));
    },
  };
}

/** The sessions of the game pages. */
export function createSandboxSessions(
  ctx: SandboxContext,
): Pick<SandboxProvider, 'session' | 'endSessions'> {
  const { db, now } = ctx;
  return {
    async session(token) {
      const expired = () => new AppError(ErrorCode.UNAUTHORIZED, SANDBOX_TEXT.sessionExpired);
      if (!token || token.length > 100) throw expired();
      const at = now();
      const [row] = await db
        .update(sandboxSession)
        .set({ lastUsedAt: new Date(at) })
        .where(
          and(
            eq(sandboxSession.tokenHash, hash(token)),
            gte(sandboxSession.expiresAt, new Date(at)),
            gte(sandboxSession.lastUsedAt, new Date(at - SESSION_IDLE_MS)),
          ),
        )
        .returning({ userId: sandboxSession.userId, gameCode: sandboxSession.gameCode });
      const engine = row ? engineOfCode(row.gameCode) : undefined;
      if (!row || !engine) throw expired();
      return { userId: row.userId, gameCode: row.gameCode, engine };
    },

    async endSessions(userId) {
      const ended = await db
        .delete(sandboxSession)
        .where(eq(sandboxSession.userId, userId))
        .returning({ id: sandboxSession.tokenHash });
      return ended.length;
    },
  };
}
