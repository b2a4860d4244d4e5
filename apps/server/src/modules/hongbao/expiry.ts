// The expiry job: a packet past its expiry with shares left gives the untaken rest back to its
// sender (红包退回), exactly once. It runs when the server starts — so a packet that expired while
// every server was down is refunded then — and every minute after, on one instance at a time
// (jobs/exclusive.ts). Each refund is an update of the packet guarded by `refunded_at is null`
// (taking the packet row lock that grabs take too, so the rest it computes is final) and its ledger
// row, whose (type, ref) is unique, in one transaction.
import { LEDGER_CODE } from '@jinli/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { JobLock, runExclusive } from '../../jobs/exclusive';
import { repeat } from '../../jobs/repeat';
import { type FaultSeam, noFaults } from '../../faults/seam';
import { postLedger } from '../wallet/ledger';
import { HONGBAO_TEXT } from './texts';

/** How often the job runs (ms). */
export const HONGBAO_EXPIRY_INTERVAL_MS = 60_000;
/** Packets refunded per transaction. */
export const HONGBAO_EXPIRY_BATCH = 200;

export interface HongbaoExpiryOptions {
  db: Db;
  now?: () => number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
}

export interface HongbaoExpiry {
  /** Refunds every packet due now; answers how many this call refunded (0 when another instance held the job). */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createHongbaoExpiry(options: HongbaoExpiryOptions): HongbaoExpiry {
  const { db } = options;
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? HONGBAO_EXPIRY_INTERVAL_MS;

  /** One batch in the job's transaction; answers how many were refunded. */
  async function batch(): Promise<{ ran: boolean; refunded: number }> {
    const result = await runExclusive(db, JobLock.HONGBAO_EXPIRY, async (tx) => {
      const at = new Date(now()).toISOString();
      // The guard is in the update itself: a packet a grab finished meanwhile is left alone.
      const refunded = await rowsOf<{ id: string; sender_id: number; refund: string }>(
        tx,
        sql`update hongbao_packet p
            set refunded_at = ${at}::timestamptz, refund_amount = p.total_amount - p.taken_amount
            where p.id in (
              select id from hongbao_packet
              where refunded_at is null and finished_at is null and expires_at <= ${at}::timestamptz
              order by expires_at, id
              limit ${HONGBAO_EXPIRY_BATCH}
              for update)
              and p.refunded_at is null and p.finished_at is null
            returning p.id::text as id, p.sender_id, (p.total_amount - p.taken_amount)::text as refund`,
      );
      // Senders in id order: the wallet lock order every writer uses.
      refunded.sort((a, b) => Number(a.sender_id) - Number(b.sender_id));
      for (const row of refunded) {
        const amount = BigInt(row.refund);
        if (amount <= 0n) continue;
        await (options.faults ?? noFaults).reached('hongbao:refunding', {
          userId: Number(row.sender_id),
          ref: row.id,
        });
        await postLedger(tx, {
          userId: Number(row.sender_id),
          type: LEDGER_CODE.hongbaoRefund,
          amount,
          refType: 'hongbao',
          refId: row.id,
          remark: HONGBAO_TEXT.refundRemark,
        });
      }
      return refunded.length;
    });
    return result.ran ? { ran: true, refunded: result.value } : { ran: false, refunded: 0 };
  }

  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const { ran, refunded } = await batch();
      total += refunded;
      if (!ran || refunded < HONGBAO_EXPIRY_BATCH) return total;
    }
  }

  const loop = repeat(runOnce, {
    delayMs: () => intervalMs,
    onError: options.onError,
    unref: true,
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
