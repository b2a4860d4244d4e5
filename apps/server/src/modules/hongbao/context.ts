// What every red-packet operation is given (service.ts assembles it once), the refusals they share,
// and how the screens show players (chat's nickname and avatar), a grabbed packet's sender
// remembered for a few seconds.
import { randomInt } from 'node:crypto';
import { ErrorCode, type HongbaoPerson } from '@jinli/contract';
import { isTrialAccount } from '@jinli/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { FaultSeam } from '../../faults/seam';
import { AppError } from '../../http/AppError';
import type { PubSub } from '../../realtime/pubsub';
import type { AccountService } from '../accounts/service';
import type { People } from '../chat/people';
import type { ChatService } from '../chat/service';
import { HONGBAO_TEXT } from './texts';

/** How long a grabbed packet's sender is remembered (ms). */
const SENDER_CACHE_MS = 5_000;

export interface HongbaoServiceDeps {
  db: Db;
  pubsub: PubSub;
  accounts: Pick<AccountService, 'checkFundPassword'>;
  chat: Pick<ChatService, 'companyId' | 'assertAvailable'>;
  people: People;
  now?: () => number;
  /** A number in [0, 1) for the lucky split; default crypto-random. */
  random?: () => number;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
  /** Where a card that could not be published goes (Redis away); default stderr. */
  onPublishError?: (error: unknown) => void;
}

/** The deps with their defaults filled in, and the persons of this service. */
export type HongbaoContext = Omit<HongbaoServiceDeps, 'now' | 'random' | 'faults'> & {
  now: () => number;
  random: () => number;
  faults: FaultSeam;
  persons: Persons;
};

/** Crypto-random number in [0, 1) with 48 bits. */
export const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

export const forbid = (msg: string) => new AppError(ErrorCode.FORBIDDEN, msg);
export const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);
export const notFound = () => new AppError(ErrorCode.NOT_FOUND, HONGBAO_TEXT.notFound);

/** Timestamps as SQL parameters (postgres-js does not serialise a Date inside raw SQL). */
export const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Trial accounts play with play money: it must not reach real players through red packets. */
export function refuseTrial(user: UserRow): void {
  if (isTrialAccount(user.type)) throw forbid(HONGBAO_TEXT.trial);
}

export interface Persons {
  /** How the screens show players: chat's nickname and avatar. */
  personsOf(cid: number, userIds: readonly number[]): Promise<Map<number, HongbaoPerson>>;
  /**
   * The sender of a packet being grabbed, remembered for a few seconds: a burst of a thousand
   * grabs of one packet would otherwise read the same person a thousand times. A name or avatar
   * change shows within SENDER_CACHE_MS.
   */
  senderOf(cid: number, senderId: number): Promise<HongbaoPerson>;
}

export function createPersons(people: People, now: () => number): Persons {
  async function personsOf(
    cid: number,
    userIds: readonly number[],
  ): Promise<Map<number, HongbaoPerson>> {
    const found = await people.identities(cid, [...new Set(userIds)].map(String));
    const persons = new Map<number, HongbaoPerson>();
    for (const id of userIds) {
      const identity = found.get(String(id));
      persons.set(id, {
        userId: id,
        nickname: identity?.nickname ?? '',
        avatarId: identity?.avatarId ?? 1,
      });
    }
    return persons;
  }

  const senders = new Map<number, { until: number; person: Promise<HongbaoPerson> }>();
  function senderOf(cid: number, senderId: number): Promise<HongbaoPerson> {
    const at = now();
    const cached = senders.get(senderId);
    if (cached && cached.until > at) return cached.person;
    if (senders.size >= 1_000) senders.clear();
    const person = personsOf(cid, [senderId]).then((found) => found.get(senderId)!);
    senders.set(senderId, { until: at + SENDER_CACHE_MS, person });
    person.catch(() => senders.delete(senderId));
    return person;
  }

  return { personsOf, senderOf };
}
