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
import { type FaultSeam, noFaults } from '../../faults/seam';
import type { ReadCache } from '../../db/readCache';
import type { PubSub } from '../../realtime/pubsub';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { systemConfig, type UserRow } from '../../db/schema';
import { type Zone, zoneOf } from '../../time/zones';
import { ConfigKey, configDefaults } from '../config/configKeys';
import type { LotteryService } from '../lottery/service';
import { cancelBets } from './cancel';
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
  /** Reads kept while the database is unchanged (PGlite): today's records. */
  reads?: ReadCache;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
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

/** The time zone and the cancel switch of a company, in one prepared statement (every record list reads both). */
function recordSettings(
  db: Db,
): (companyId: number) => Promise<{ zone: Zone; cancelEnabled: boolean }> {
  const query = db
    .select({ key: systemConfig.configKey, value: systemConfig.configValue })
    .from(systemConfig)
    .where(
      and(
        eq(systemConfig.companyId, sql.placeholder('companyId')),
        inArray(systemConfig.configKey, [ConfigKey.TIME_ZONE, ConfigKey.HY_IS_CANCEL]),
      ),
    )
    .prepare('record_settings');
  return async (companyId) => {
    const rows = await query.execute({ companyId });
    const value = (key: typeof ConfigKey.TIME_ZONE | typeof ConfigKey.HY_IS_CANCEL) =>
      rows.find((row) => row.key === key)?.value ?? configDefaults[key].value;
    return {
      zone: zoneOf(value(ConfigKey.TIME_ZONE)),
      cancelEnabled: value(ConfigKey.HY_IS_CANCEL).trim() === '1',
    };
  };
}

export function createBettingService(options: BettingServiceOptions): BettingService {
  const { db, lottery, timeZone, clock = Date.now } = options;
  const faults = options.faults ?? noFaults;
  return {
    placeBet: (user, body, key) =>
      placeBet({ db, lottery, timeZone, clock, faults }, user, body, key),
    records: createRecords({
      db,
      clock,
      settings: recordSettings(db),
      reads: options.reads,
    }),
    cancel: (user, orderNos) => cancelBets(db, user, orderNos, clock()),
    bonus: (user) => bettingBonus(db, user),
    claimBonus: (user, key) => claimBettingBonus(db, user, key, faults),
    settlement: createSettlement({ ...options.settlement, db, pubsub: options.pubsub }),
  };
}
