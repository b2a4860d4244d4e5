// Big wins announced: a win paying at least the company's award_notice_min (read at settlement
// time, so the operator's change counts at once) is published on AWARD_NOTICE_TOPIC after its batch
// committed — a notice of a rolled-back batch would be false. Chat's rooms show them.
import { maskAccount } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userAccount } from '../../db/schema';
import type { PubSub } from '../../realtime/pubsub';
import { ConfigKey } from '../config/configKeys';
import { readSettings, yuanSetting } from '../config/settings';
import type { BetRow } from './betResults';

/** PubSub topic of big-win announcements (JSON AwardNotice), for the chat rooms. */
export const AWARD_NOTICE_TOPIC = 'betting:award-notice';

/** What AWARD_NOTICE_TOPIC carries. */
export interface AwardNotice {
  type: 'award';
  /** The winning bet (one notice per bet: instances relaying it claim it by this). */
  orderNo: string;
  /** The winner (chat shows their nickname). */
  userId: number;
  gameId: number;
  gameName: string;
  turnNum: string;
  /** Masked account ('ab***yz', the domain's maskAccount: as chat shows the winner). */
  account: string;
  cateName: string;
  betInfo: string;
  /** Thousandths. */
  reward: number;
}

/** The smallest payout announced for a company, as one run reads it. */
export type AwardThreshold = (tx: Tx, companyId: number) => Promise<bigint>;

/**
 * The thresholds of one settlement run: `fixed` when given, else each company's award_notice_min,
 * read once per run (in the batch's transaction: PGlite has one connection).
 */
export function awardThresholds(fixed: bigint | undefined): AwardThreshold {
  const thresholds = new Map<number, Promise<bigint>>();
  return (tx, companyId) => {
    if (fixed !== undefined) return Promise.resolve(fixed);
    let threshold = thresholds.get(companyId);
    if (!threshold) {
      threshold = readSettings(tx, companyId, [ConfigKey.AWARD_NOTICE_MIN]).then((values) =>
        yuanSetting(ConfigKey.AWARD_NOTICE_MIN, values[ConfigKey.AWARD_NOTICE_MIN]),
      );
      thresholds.set(companyId, threshold);
      // A failed read (its batch rolls back) is read again by the next batch.
      threshold.catch(() => thresholds.delete(companyId));
    }
    return threshold;
  };
}

/** The notice of a winning bet, its owner's account masked. */
export async function awardNoticeOf(
  tx: Tx,
  bet: BetRow,
  reward: bigint,
  turn: { gameId: number; gameName: string; turnNum: string },
): Promise<AwardNotice> {
  const [owner] = await tx
    .select({ account: userAccount.account })
    .from(userAccount)
    .where(eq(userAccount.id, bet.userId));
  return {
    type: 'award',
    orderNo: bet.orderNo,
    userId: bet.userId,
    gameId: turn.gameId,
    gameName: turn.gameName,
    turnNum: turn.turnNum,
    account: maskAccount(owner?.account ?? ''),
    cateName: bet.playName,
    betInfo: bet.betInfo,
    reward: Number(reward),
  };
}

/**
 * Publishes a committed batch's notices. One that cannot be published (Redis away) goes to
 * `onError`: the batch is settled and stays so.
 */
export async function publishAwardNotices(
  pubsub: PubSub,
  notices: readonly AwardNotice[],
  onError: ((error: unknown) => void) | undefined,
): Promise<void> {
  for (const notice of notices)
    await pubsub
      .publish(AWARD_NOTICE_TOPIC, JSON.stringify(notice))
      .catch(
        onError ??
          ((error: unknown) =>
            console.error('settlement: an award notice was not published', error)),
      );
}
