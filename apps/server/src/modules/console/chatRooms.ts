// 聊天 › 聊天室: the company's group rooms with who is in them now (the chat hub's presence, summed
// over every instance), and a room's slow mode (chat_room.sec_per_mess: seconds between two
// messages of one sender, 0 off). Chat reads a room at most CHAT_AVAILABILITY_CACHE_MS (1 s) old on
// each instance, so a new slow mode holds from the next second on, everywhere.
import {
  type ConsoleChatRoom,
  consoleChatRoomParams,
  consoleChatRoomUpdate,
  CONSOLE_CHAT_PATHS as PATHS,
  CONSOLE_CHAT_TEXT,
} from '@jinli/contract/console';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatRoom } from '../../db/schema';
import { ok } from '../../http/endpoints';
import type { OperatorRole } from '../operators/roles';
import { ROLES_ANY } from '../operators/roles';
import { auditedChange, type ConsoleContentKit, notFound, parseConsoleInput } from './contentDeps';

/** Chat moderation: 客服 and 管理员 (issue 32). */
export const ROLES_CHAT_MODERATION: readonly OperatorRole[] = ['admin', 'support'];

type RoomRow = typeof chatRoom.$inferSelect;

const roomView = (room: RoomRow, online: number): ConsoleChatRoom => ({
  roomId: room.id,
  name: room.name,
  gameId: room.gameId,
  enabled: room.enabled,
  minChatLevel: room.minChatLevel,
  secPerMess: room.secPerMess,
  sort: room.sort,
  online: Math.max(0, online),
});

export function registerConsoleChatRoomRoutes(app: FastifyInstance, kit: ConsoleContentKit): void {
  app.get(PATHS.rooms, async (request) => {
    await kit.auth.signedIn(request, { allowed: ROLES_ANY });
    const rooms = await kit.db
      .select()
      .from(chatRoom)
      .where(eq(chatRoom.companyId, await kit.companyId()))
      // As the players' room list: the lobby rooms first, then the game rooms.
      .orderBy(sql`${chatRoom.gameId} is not null`, asc(chatRoom.sort), asc(chatRoom.id));
    const online = await kit.presence.totals(rooms.map((room) => room.id));
    return ok({ data: rooms.map((room) => roomView(room, online.get(room.id) ?? 0)) });
  });

  app.patch(PATHS.room, async (request) => {
    const by = await kit.auth.signedIn(request, { allowed: ROLES_CHAT_MODERATION });
    const { id } = parseConsoleInput(consoleChatRoomParams, request.params);
    const { secPerMess } = parseConsoleInput(consoleChatRoomUpdate, request.body);
    const companyId = await kit.companyId();
    const room = await auditedChange(kit, by, [], async (tx) => {
      const where = and(eq(chatRoom.companyId, companyId), eq(chatRoom.id, id));
      const [before] = await tx.select().from(chatRoom).where(where).for('update');
      if (!before) throw notFound(CONSOLE_CHAT_TEXT.roomNotFound);
      const [after] = await tx.update(chatRoom).set({ secPerMess }).where(where).returning();
      return {
        result: after!,
        audit: {
          action: 'chat.room.slow_mode',
          params: { roomId: id },
          before: { secPerMess: before.secPerMess },
          after: { secPerMess },
        },
      };
    });
    return ok(roomView(room, await kit.presence.total(room.id)));
  });
}
