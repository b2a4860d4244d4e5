// Test helpers of red packets: many players at once by a bulk insert (a thousand registrations
// would cost a thousand password hashes), a sender with a fund password and money, and the
// invariants every test checks afterwards.
import { randomBytes } from 'node:crypto';
import { LEDGER_CODE } from '@jinli/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { accessToken, userAccount, wallet } from '../../db/schema';
import { hashPassword } from '../accounts/passwords';
import { newToken, tokenHash } from '../accounts/tokens';
import { postLedger } from '../wallet/ledger';

export interface BulkPlayer {
  userId: number;
  account: string;
  /** An access token (the `token` header). */
  token: string;
}

/** The fund password of every kit player. */
export const KIT_FUND_PASSWORD = '2468';

let fundHash: Promise<string> | undefined;

/**
 * `n` players of company `companyId` with wallets (balance 0) and a live access token each, in a
 * few statements. Their login password is unusable; `fundPassword` sets KIT_FUND_PASSWORD.
 */
export async function bulkPlayers(
  db: Db,
  companyId: number,
  n: number,
  options: { fundPassword?: boolean; type?: 'HY' | 'TEST'; prefix?: string } = {},
): Promise<BulkPlayer[]> {
  const tag = randomBytes(3).toString('hex');
  const prefix = options.prefix ?? 'hb';
  const fund = options.fundPassword ? await (fundHash ??= hashPassword(KIT_FUND_PASSWORD)) : null;
  const users = await db
    .insert(userAccount)
    .values(
      Array.from({ length: n }, (_, i) => ({
        companyId,
        account: `${prefix}${tag}${i}`,
        passwordHash: 'unusable',
        fundPasswordHash: fund,
        type: options.type ?? 'HY',
      })),
    )
    .returning({ id: userAccount.id, account: userAccount.account });
  await db.insert(wallet).values(users.map((user) => ({ userId: user.id })));
  const tokens = users.map(() => newToken());
  const at = Date.now();
  await db.insert(accessToken).values(
    users.map((user, i) => ({
      userId: user.id,
      tokenHash: tokenHash(tokens[i]!),
      createdAt: new Date(at),
      lastUsedAt: new Date(at),
      expiresAt: new Date(at + 86_400_000),
    })),
  );
  return users.map((user, i) => ({ userId: user.id, account: user.account, token: tokens[i]! }));
}

/** Credits `amount` thousandths to `userId` as a manual deposit. */
export async function fund(db: Db, userId: number, amount: bigint): Promise<void> {
  await db.transaction((tx) =>
    postLedger(tx, { userId, type: LEDGER_CODE.manualDeposit, amount, remark: 'test' }),
  );
}

/** Wallets whose balance differs from the sum of their ledger (should be none). */
export async function ledgerMismatches(db: Db): Promise<unknown[]> {
  return rowsOf(
    db,
    sql`select w.user_id, w.balance::text as balance, coalesce(sum(l.amount), 0)::text as ledger
        from wallet w left join ledger l on l.user_id = w.user_id
        group by w.user_id, w.balance
        having w.balance <> coalesce(sum(l.amount), 0)`,
  );
}

export interface PacketState {
  total: bigint;
  count: number;
  takenCount: number;
  takenAmount: bigint;
  /** Shares with a taker, and their sum. */
  claimed: number;
  claimedSum: bigint;
  /** Takers with more than one share (none, by the unique index). */
  twice: number;
  /** 红包领取 rows and their sum; 红包退回 rows and their sum. */
  grabRows: number;
  grabSum: bigint;
  refundRows: number;
  refundSum: bigint;
  refundAmount: bigint | null;
}

/** Everything a packet's money says about it, read back from the tables. */
export async function packetState(db: Db, packetId: string): Promise<PacketState> {
  const [row] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`select p.total_amount::text as total, p.count, p.taken_count, p.taken_amount::text as taken,
          p.refund_amount::text as refund_amount,
          (select count(*) from hongbao_share s where s.packet_id = p.id and s.user_id is not null)::int as claimed,
          (select coalesce(sum(amount), 0) from hongbao_share s
             where s.packet_id = p.id and s.user_id is not null)::text as claimed_sum,
          (select count(*) from (select user_id from hongbao_share s where s.packet_id = p.id
             and s.user_id is not null group by user_id having count(*) > 1) x)::int as twice,
          (select count(*) from ledger l where l.type = ${LEDGER_CODE.hongbaoGrab}
             and l.ref_type = 'hongbao' and l.ref_id like p.id::text || ':%')::int as grab_rows,
          (select coalesce(sum(amount), 0) from ledger l where l.type = ${LEDGER_CODE.hongbaoGrab}
             and l.ref_type = 'hongbao' and l.ref_id like p.id::text || ':%')::text as grab_sum,
          (select count(*) from ledger l where l.type = ${LEDGER_CODE.hongbaoRefund}
             and l.ref_type = 'hongbao' and l.ref_id = p.id::text)::int as refund_rows,
          (select coalesce(sum(amount), 0) from ledger l where l.type = ${LEDGER_CODE.hongbaoRefund}
             and l.ref_type = 'hongbao' and l.ref_id = p.id::text)::text as refund_sum
        from hongbao_packet p where p.id = ${BigInt(packetId)}`,
  );
  if (!row) throw new Error(`no packet ${packetId}`);
  return {
    total: BigInt(row.total as string),
    count: Number(row.count),
    takenCount: Number(row.taken_count),
    takenAmount: BigInt(row.taken as string),
    claimed: Number(row.claimed),
    claimedSum: BigInt(row.claimed_sum as string),
    twice: Number(row.twice),
    grabRows: Number(row.grab_rows),
    grabSum: BigInt(row.grab_sum as string),
    refundRows: Number(row.refund_rows),
    refundSum: BigInt(row.refund_sum as string),
    refundAmount: row.refund_amount === null ? null : BigInt(row.refund_amount as string),
  };
}

/** The invariants of a packet at any moment: what was taken is what was paid, once per taker. */
export function expectConsistent(state: PacketState): void {
  expect(state.twice).toBe(0);
  expect(state.takenCount).toBe(state.claimed);
  expect(state.takenAmount).toBe(state.claimedSum);
  expect(state.grabRows).toBe(state.claimed);
  expect(state.grabSum).toBe(state.claimedSum);
  expect(state.claimed).toBeLessThanOrEqual(state.count);
  expect(state.refundRows).toBeLessThanOrEqual(1);
  if (state.refundRows === 1) {
    expect(state.refundSum).toBe(state.total - state.claimedSum);
    expect(state.refundAmount).toBe(state.refundSum);
  }
}
