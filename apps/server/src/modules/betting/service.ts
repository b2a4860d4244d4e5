// The betting service: placing bets, records, cancel, the rebate and the settlement, on one
// database, clock and time zone.
import type {
  BetCancelResult,
  BetSaveResult,
  BettingBonus,
  BettingBonusClaim,
  betSaveBodySchema,
} from '@jinli/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PubSub } from '../../realtime/pubsub';
import type { UserRow } from '../accounts/auth';
import { zoneOf } from '../lottery/schedule';
import type { LotteryService } from '../lottery/service';
import { cancelBets, isCancelEnabled } from './cancel';
import { placeBet } from './place';
import { bettingBonus, claimBettingBonus } from './rebate';
import { createRecords } from './records';
import { createSettlement, type Settlement, type SettlementOptions } from './settlement';

export interface BettingServiceOptions {
  db: Db;
  lottery: LotteryService;
  pubsub: PubSub;
  /** The system time zone (sys_config.time_zone). */
  timeZone: () => Promise<string>;
  /** Epoch ms; default Date.now. */
  clock?: () => number;
  settlement?: Partial<Omit<SettlementOptions, 'db' | 'pubsub'>>;
}

export interface BettingService {
  placeBet(
    user: UserRow,
    body: z.output<typeof betSaveBodySchema>,
    idempotencyKey: string | undefined,
  ): Promise<BetSaveResult>;
  records: ReturnType<typeof createRecords>;
  cancel(user: UserRow, orderNos: string[]): Promise<BetCancelResult>;
  bonus(user: UserRow): Promise<BettingBonus>;
  claimBonus(user: UserRow, idempotencyKey: string | undefined): Promise<BettingBonusClaim>;
  settlement: Settlement;
}

export function createBettingService(options: BettingServiceOptions): BettingService {
  const { db, lottery, timeZone, clock = Date.now } = options;
  return {
    placeBet: (user, body, key) => placeBet({ db, lottery, timeZone, clock }, user, body, key),
    records: createRecords({
      db,
      clock,
      zone: async () => zoneOf(await timeZone()),
      cancelEnabled: (companyId) => isCancelEnabled(db, companyId),
    }),
    cancel: (user, orderNos) => cancelBets(db, user, orderNos, clock()),
    bonus: (user) => bettingBonus(db, user),
    claimBonus: (user, key) => claimBettingBonus(db, user, key),
    settlement: createSettlement({ ...options.settlement, db, pubsub: options.pubsub }),
  };
}
