// What every chat operation is given (service.ts assembles it once): the deps, and the few things
// remembered for a moment on this instance — the company id, whether chat is in maintenance, the
// enabled rooms — with the refusals the operations share.
import { ErrorCode } from '@jinli/contract';
import { isChatInMaintenance } from '@jinli/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../http/AppError';
import type { PubSub } from '../../realtime/pubsub';
import type { LimitRule, RateLimiter } from '../accounts/rateLimits';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { ChatTokens } from './chatTokens';
import { type Conversations, createConversations } from './conversations';
import type { Cooldowns } from './cooldown';
import type { People } from './people';
import { enabledRoomOf, type RoomRow } from './posting';
import { CHAT_TEXT } from './texts';
import type { ChatPresence } from './types';

/** Messages one sender may send in all rooms and conversations together (service accounts: no limit). */
export const DEFAULT_CHAT_FLOOD_RULES: readonly LimitRule[] = [
  { max: 10, windowMs: 10_000 },
  { max: 60, windowMs: 5 * 60_000 },
];

/** How long the maintenance switch is trusted from memory (ms). */
export const CHAT_AVAILABILITY_CACHE_MS = 1_000;

export interface ChatServiceDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  pubsub: PubSub;
  presence: ChatPresence;
  limiter: RateLimiter;
  tokens: ChatTokens;
  people: People;
  cooldowns: Cooldowns;
  floodRules?: readonly LimitRule[] | undefined;
  /** Maintenance switch cache (ms); default CHAT_AVAILABILITY_CACHE_MS, 0 reads every time. */
  availabilityCacheMs?: number | undefined;
  now?: () => number;
}

export interface ChatContext extends Omit<
  ChatServiceDeps,
  'now' | 'floodRules' | 'availabilityCacheMs'
> {
  now: () => number;
  floodRules: readonly LimitRule[];
  conversations: Conversations;
  companyId(): Promise<number>;
  /** The maintenance message while chat is in maintenance, else ''. */
  unavailableMessage(): Promise<string>;
  forgetAvailability(): void;
  /** Refuses with CHAT_UNAVAILABLE while chat is in maintenance. */
  assertAvailable(): Promise<void>;
  /** An enabled room of the company (read recently: a send should not read it every time). */
  enabledRoom(roomId: string): Promise<RoomRow>;
  /** Publishes `frame` as JSON on `topic`. */
  publish(topic: string, frame: unknown): Promise<void>;
}

export const forbid = (msg: string) => new AppError(ErrorCode.FORBIDDEN, msg);
export const badRequest = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);

/** Largest message id the database can hold. */
export const INT8_MAX = 9_223_372_036_854_775_807n;

export function createChatContext(deps: ChatServiceDeps): ChatContext {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const cacheMs = deps.availabilityCacheMs ?? CHAT_AVAILABILITY_CACHE_MS;

  let companyIdOf: Promise<number> | undefined;
  const companyId = () => {
    companyIdOf ??= deps.company.current().then(
      (row) => row.id,
      (error: unknown) => {
        companyIdOf = undefined;
        throw error;
      },
    );
    return companyIdOf;
  };

  let availability: { at: number; msg: Promise<string> } | undefined;
  function unavailableMessage(): Promise<string> {
    const at = now();
    if (!availability || at - availability.at >= cacheMs || cacheMs <= 0) {
      const msg = deps.config.document('config_chat').then((config) => {
        if (!isChatInMaintenance(config, now())) return '';
        return config.chat_maintenance_config.message || '聊天室目前不可用';
      });
      msg.catch(() => {
        availability = undefined;
      });
      availability = { at, msg };
    }
    return availability.msg;
  }

  const roomCache = new Map<string, { at: number; room: Promise<RoomRow | undefined> }>();
  async function enabledRoom(roomId: string): Promise<RoomRow> {
    const at = now();
    let cached = roomCache.get(roomId);
    if (!cached || at - cached.at >= cacheMs || cacheMs <= 0) {
      const room = (async () => enabledRoomOf(db, await companyId(), roomId))();
      cached = { at, room };
      // Unknown ids are not remembered: the map only ever holds real rooms.
      roomCache.set(roomId, cached);
      room.then(
        (row) => {
          if (!row && roomCache.get(roomId) === cached) roomCache.delete(roomId);
        },
        () => roomCache.delete(roomId),
      );
    }
    const room = await cached.room;
    if (!room) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.roomNotFound);
    return room;
  }

  return {
    ...deps,
    now,
    floodRules: deps.floodRules ?? DEFAULT_CHAT_FLOOD_RULES,
    conversations: createConversations({
      db,
      people: deps.people,
      companyId,
      presence: deps.presence,
      now,
    }),
    companyId,
    unavailableMessage,
    forgetAvailability() {
      availability = undefined;
    },
    async assertAvailable() {
      if (await unavailableMessage()) throw new AppError(ErrorCode.CHAT_UNAVAILABLE);
    },
    enabledRoom,
    publish: (topic, frame) => deps.pubsub.publish(topic, JSON.stringify(frame)),
  };
}
