// What the games sweep (module.ts, every SWEEP_INTERVAL_MS) has to look at, in one query on the two
// partial indexes of open work: a pending transfer, an open casino bet. Most sweeps find neither (a
// server nobody is playing on), and then cost this one query instead of the three that look for
// transfers past their lease, table rounds due and idle card hands.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface SweepWork {
  /** A transfer is pending (past its lease or not: reconcile decides). */
  pendingTransfers: boolean;
  /** A casino bet is open (a table round or a card hand: the sandbox's sweep decides). */
  openBets: boolean;
}

export async function sweepWork(db: Db): Promise<SweepWork> {
  const [row] = await rowsOf<{ pending_transfers: boolean; open_bets: boolean }>(
    db,
    sql`select exists(select 1 from live_transfer where status = 'pending') as pending_transfers,
               exists(select 1 from casino_bet where status = 'open') as open_bets`,
  );
  return { pendingTransfers: row?.pending_transfers ?? true, openBets: row?.open_bets ?? true };
}
