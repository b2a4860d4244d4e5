// The chat service: rooms, messages, history, permissions and limits (spec §3-§7). It implements
// ChatSocketService for the socket hub (types.ts) and serves the HTTP calls (routes.ts). Everything
// that changes something is stored first and then published on chatTopics through the PubSub; the
// hub only forwards. Refusals are AppErrors with CHAT_REFUSAL's texts.
import {
  CHAT_REFUSAL,
  ChatCommand,
  type ChatEnable,
  type ChatMessage,
  type ChatRoom,
  type ChatSelf,
  ErrorCode,
} from '@jinli/contract';
import { isChatInMaintenance } from '@jinli/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatImage, chatMessage, chatRoom } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { PubSub } from '../../realtime/pubsub';
import { exceeds, type LimitRule, type RateLimiter, windowsOf } from '../accounts/rateLimits';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { ChatTokens } from './chatTokens';
import type { Cooldowns } from './cooldown';
import { isPrivateRoomId, privateRoomId } from './identity';
import {
  type ImageRow,
  insertMessage,
  lastIdOf,
  lastMessages,
  readHistory,
  toChatMessage,
} from './messages';
import { createConversations, type Conversations } from './conversations';
import type { People } from './people';
import { enabledRoomOf, lockRoom, type RoomRow } from './posting';
import { cleanText, isModerator, privateRefusal, roomRefusal, type SenderState } from './rules';
import { CHAT_TEXT } from './texts';
import {
  type ChatControlEvent,
  type ChatPresence,
  type ChatPrincipal,
  type ChatSocketService,
  chatTopics,
} from './types';

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

/** Largest message id the database can hold. */
const INT8_MAX = 9_223_372_036_854_775_807n;
const minBigint = (a: bigint, b: bigint) => (a < b ? a : b);

export interface ChatService extends ChatSocketService {
  companyId(): Promise<number>;
  /** Why chat is unavailable now ('' when it is available). */
  unavailableMessage(): Promise<string>;
  /**
   * Drops this instance's remembered availability (the operator changed maintenance here); other
   * instances follow within CHAT_AVAILABILITY_CACHE_MS.
   */
  forgetAvailability(): void;
  /** POST /api/chat/enableChat (the same for every signed-in player: see the implementation). */
  enableFor(): Promise<ChatEnable>;
  rooms(principal: ChatPrincipal): Promise<ChatRoom[]>;
  history(
    principal: ChatPrincipal,
    query: { room_id: string; page: number; limit: number; after_id?: string | undefined },
  ): Promise<{ items: ChatMessage[]; total: number; page: number }>;
  self(principal: ChatPrincipal): Promise<ChatSelf>;
  conversations: Conversations;
  /** Publishes a control event (kicked / unavailable) to every instance's hub. */
  control(event: ChatControlEvent): Promise<void>;
}

export function createChatService(deps: ChatServiceDeps): ChatService {
  const { db, pubsub, people, presence } = deps;
  const now = deps.now ?? Date.now;
  const floodRules = deps.floodRules ?? DEFAULT_CHAT_FLOOD_RULES;
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
  /** The maintenance message while chat is in maintenance, else ''. */
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

  async function assertAvailable(): Promise<void> {
    if (await unavailableMessage()) throw new AppError(ErrorCode.CHAT_UNAVAILABLE);
  }

  const forbid = (msg: string) => new AppError(ErrorCode.FORBIDDEN, msg);
  const badRequest = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);

  /** Rooms as read recently (settings change rarely; a send should not read them every time). */
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

  function roomView(
    room: RoomRow,
    sender: SenderState,
    available: boolean,
    totalPeople: number,
    last: ChatMessage | undefined,
  ): ChatRoom {
    return {
      room_id: room.id,
      name: room.name,
      gameId: room.gameId,
      enable_chat: available && roomRefusal(sender, room.minChatLevel) === null ? 1 : 0,
      min_chat_level: room.minChatLevel,
      total_people: Math.max(0, totalPeople),
      sec_per_mess: room.secPerMess,
      last_message: last ?? null,
    };
  }

  /** The sender's own image for an image message; a refusal for anything else. */
  async function ownImage(
    principal: ChatPrincipal,
    imageId: string | undefined,
  ): Promise<ImageRow> {
    if (!imageId) throw badRequest(CHAT_TEXT.imageNotFound);
    const [image] = await db
      .select({
        id: chatImage.id,
        key: chatImage.key,
        mime: chatImage.mime,
        width: chatImage.width,
        height: chatImage.height,
        thumbMime: chatImage.thumbMime,
      })
      .from(chatImage)
      .where(
        and(
          eq(chatImage.companyId, await companyId()),
          eq(chatImage.key, imageId),
          eq(chatImage.ownerId, principal.userId),
        ),
      );
    if (!image) throw badRequest(CHAT_TEXT.imageNotFound);
    return image;
  }

  /** What a send carries, checked: text cleaned and within length, or the sender's own image. */
  async function contentOf(
    principal: ChatPrincipal,
    input: { type: 'text' | 'image'; body: string; image_id?: string | undefined },
  ): Promise<{ type: 'text' | 'image'; body: string; image?: ImageRow }> {
    if (input.type === 'image') {
      return { type: 'image', body: '', image: await ownImage(principal, input.image_id) };
    }
    const body = cleanText(input.body);
    if (body === null) throw badRequest(CHAT_REFUSAL.textLength);
    return { type: 'text', body };
  }

  /** Counts one message against the flood rules across rooms; refuses beyond them. */
  async function checkFlood(sender: SenderState): Promise<void> {
    if (sender.isService || floodRules.length === 0) return;
    const counts = await deps.limiter.hit(
      'chat_flood',
      `chat:${sender.userId}`,
      windowsOf(floodRules),
    );
    if (exceeds(floodRules, counts)) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, CHAT_REFUSAL.flood);
    }
  }

  async function checkSlowMode(sender: SenderState, room: RoomRow): Promise<void> {
    if (room.secPerMess <= 0 || sender.isService) return;
    const left = await deps.cooldowns.take(
      `slow:${room.companyId}:${room.id}:${sender.userId}`,
      room.secPerMess * 1000,
    );
    if (left > 0) {
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        CHAT_REFUSAL.slowMode.replace('{n}', String(Math.ceil(left / 1000))),
      );
    }
  }

  /** The userinfo a message carries: the token's identity with level, avatar and colour as they are now. */
  const currentInfo = (principal: ChatPrincipal, sender: SenderState) => ({
    ...principal.userinfo,
    chatLevel: sender.chatLevel,
    avatarId: sender.avatarId,
    color: sender.color,
  });

  const publish = (topic: string, frame: unknown) => pubsub.publish(topic, JSON.stringify(frame));

  const conversations = createConversations({
    db,
    people,
    companyId,
    presence,
    now,
  });

  const service: ChatService = {
    companyId,
    unavailableMessage,
    forgetAvailability() {
      availability = undefined;
    },
    assertAvailable,
    conversations,

    async authenticate(token) {
      const owner = await deps.tokens.ownerOf(await companyId(), token);
      return owner ? people.principalOf(owner) : null;
    },

    async roomFor(principal, roomId) {
      await assertAvailable();
      const room = await enabledRoom(roomId);
      const cid = room.companyId;
      const [sender, totals, last] = await Promise.all([
        people.senderState(principal),
        presence.total(room.id),
        lastMessages(db, cid, [room.id]),
      ]);
      const message = last.get(room.id);
      return {
        room: roomView(room, sender, true, totals, message),
        lastId: message?.id ?? (await lastIdOf(db, cid, room.id)),
      };
    },

    async sendRoom(principal, input) {
      await assertAvailable();
      const room = await enabledRoom(input.room_id);
      const content = await contentOf(principal, input);
      const sender = await people.senderState(principal);
      const refusal = roomRefusal(sender, room.minChatLevel);
      if (refusal) throw forbid(refusal);
      await checkSlowMode(sender, room);
      await checkFlood(sender);
      const row = await db.transaction(async (tx) => {
        await lockRoom(tx, room.companyId, room.id);
        return insertMessage(tx, {
          companyId: room.companyId,
          kind: 'room',
          roomId: room.id,
          senderId: principal.userId,
          userinfo: currentInfo(principal, sender),
          ...content,
        });
      });
      const message = toChatMessage(row, content.image, input.client_id);
      await publish(chatTopics.room(room.id), message);
      return message;
    },

    async sendPrivate(principal, input) {
      await assertAvailable();
      const cid = await companyId();
      if (input.reciveId === principal.userId) throw badRequest(CHAT_REFUSAL.privateNotAllowed);
      const receiver = await people.identity(cid, input.reciveId);
      if (!receiver) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.userNotFound);
      const content = await contentOf(principal, input);
      const sender = await people.senderState(principal);
      const refusal = privateRefusal(sender, receiver);
      if (refusal) throw forbid(refusal);
      await checkFlood(sender);
      const roomId = privateRoomId(principal.userId, receiver.userId);
      const row = await db.transaction(async (tx) => {
        await lockRoom(tx, cid, roomId);
        await conversations.open(tx, cid, principal.userId, receiver.userId, '');
        const stored = await insertMessage(tx, {
          companyId: cid,
          kind: 'private',
          roomId,
          senderId: principal.userId,
          receiverId: receiver.userId,
          userinfo: currentInfo(principal, sender),
          ...content,
        });
        await conversations.touch(tx, cid, roomId, principal.userId, Number(stored.id));
        return stored;
      });
      const message = toChatMessage(row, content.image, input.client_id);
      const frame = JSON.stringify(message);
      await pubsub.publish(chatTopics.user(receiver.userId), frame);
      await pubsub.publish(chatTopics.user(principal.userId), frame);
      return message;
    },

    async invite(principal, input) {
      await assertAvailable();
      const sender = await people.senderState(principal);
      if (!isModerator(sender)) throw forbid(CHAT_REFUSAL.moderatorOnly);
      const room = await enabledRoom(input.room_id);
      const receiver = await people.identity(room.companyId, input.reciveId);
      if (!receiver) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.userNotFound);
      await publish(chatTopics.user(receiver.userId), {
        command: ChatCommand.INVITE_RECEIVED,
        channel: `room:${room.id}`,
        content: { room_id: room.id, userinfo: principal.userinfo },
      });
    },

    async deleteMessage(principal, id) {
      await assertAvailable();
      const sender = await people.senderState(principal);
      if (!isModerator(sender)) throw forbid(CHAT_REFUSAL.moderatorOnly);
      if (!/^\d{1,19}$/.test(id) || BigInt(id) > INT8_MAX) {
        throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.messageNotFound);
      }
      const [row] = await db
        .update(chatMessage)
        .set({ deleted: true })
        .where(
          and(
            eq(chatMessage.id, BigInt(id)),
            eq(chatMessage.companyId, await companyId()),
            eq(chatMessage.kind, 'room'),
            eq(chatMessage.deleted, false),
          ),
        )
        .returning({ roomId: chatMessage.roomId });
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.messageNotFound);
      const deleted = { id, room_id: row.roomId };
      await publish(chatTopics.room(row.roomId), {
        command: ChatCommand.MESSAGE_DELETED,
        channel: `room:${row.roomId}`,
        content: deleted,
      });
      return deleted;
    },

    // Flag 1 sends the player out of every chat page (spec §4), so it is kept for chat being
    // unavailable. A muted player (userInfo.enableChat 0) gets 0: they read the rooms, whose
    // enable_chat is 0 for them (sends are refused with CHAT_REFUSAL.muted), and can still reach
    // customer service.
    async enableFor() {
      const msg = await unavailableMessage();
      return msg ? { flag: 1, msg } : { flag: 0, msg: '' };
    },

    async rooms(principal) {
      await assertAvailable();
      const cid = await companyId();
      const rows = await db
        .select()
        .from(chatRoom)
        .where(and(eq(chatRoom.companyId, cid), eq(chatRoom.enabled, true)))
        .orderBy(sql`${chatRoom.gameId} is not null`, asc(chatRoom.sort), asc(chatRoom.id));
      const ids = rows.map((room) => room.id);
      const [sender, totals, last] = await Promise.all([
        people.senderState(principal),
        presence.totals(ids),
        lastMessages(db, cid, ids),
      ]);
      return rows.map((room) =>
        roomView(room, sender, true, totals.get(room.id) ?? 0, last.get(room.id)),
      );
    },

    async history(principal, query) {
      await assertAvailable();
      const cid = await companyId();
      if (isPrivateRoomId(query.room_id)) {
        await conversations.assertParty(cid, query.room_id, principal.userId);
      } else {
        await enabledRoom(query.room_id);
      }
      const page = await readHistory(db, cid, query.room_id, {
        page: query.page,
        limit: query.limit,
        // 19 digits may pass int8's maximum: nothing is after that anyway.
        afterId:
          query.after_id === undefined ? undefined : minBigint(BigInt(query.after_id), INT8_MAX),
      });
      if (isPrivateRoomId(query.room_id) && page.items.length > 0) {
        const newest = page.items[page.items.length - 1];
        if (newest) {
          await conversations.markRead(cid, query.room_id, principal.userId, Number(newest.id));
        }
      }
      return { ...page, page: query.after_id === undefined ? query.page : 1 };
    },

    async self(principal) {
      await assertAvailable();
      const sender = await people.senderState(principal);
      return {
        ...currentInfo(principal, sender),
        isGuest: principal.isGuest,
        isService: sender.isService,
        enableChat: sender.enableChat ? 1 : 0,
      };
    },

    async control(event) {
      await pubsub.publish(chatTopics.control, JSON.stringify(event));
    },
  };
  return service;
}
