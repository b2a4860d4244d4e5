// What the hub does for each command a client sends, one handler per command. Messages reach the
// sockets through the topics the service publishes on; a handler answers only what no topic brings.
import { type ChatClientFrame, ChatCommand } from '@jinli/contract';
import type { Connection } from './connection';
import type { HubContext } from './hubContext';
import { joinRoom, leaveRoom } from './rooms';

type Command = ChatClientFrame['command'];
type FrameOf<C extends Command> = Extract<ChatClientFrame, { command: C }>;
type Handler<C extends Command> = (
  ctx: HubContext,
  own: Connection,
  frame: FrameOf<C>,
) => Promise<void> | void;

const COMMANDS: { [C in Command]: Handler<C> } = {
  [ChatCommand.PING]: (_ctx, own, frame) =>
    own.send({
      command: ChatCommand.PONG,
      channel: frame.channel ?? '',
      content: frame.content ?? null,
    }),

  [ChatCommand.JOIN]: (ctx, own, frame) => joinRoom(ctx, own, frame.content.room_id),

  [ChatCommand.LEAVE]: async (ctx, own, frame) => {
    const roomId = frame.content.room_id;
    if (own.rooms.has(roomId)) await leaveRoom(ctx, own, roomId);
    own.send({
      command: ChatCommand.LEFT,
      channel: `room:${roomId}`,
      content: { room_id: roomId },
    });
  },

  [ChatCommand.SEND_ROOM]: async ({ service }, own, frame) => {
    const message = await service.sendRoom(own.principal, frame.content);
    // Sockets in the room get it through the room's topic; a sender outside it gets it here.
    if (!own.rooms.has(frame.content.room_id)) own.send(message);
  },

  [ChatCommand.SEND_PRIVATE]: async ({ service }, own, frame) => {
    // Both parties' sockets (the sender's included) get it through their user topics.
    await service.sendPrivate(own.principal, frame.content);
  },

  [ChatCommand.INVITE]: async ({ service }, own, frame) => {
    await service.invite(own.principal, frame.content);
  },

  [ChatCommand.DELETE]: async ({ service }, own, frame) => {
    await service.deleteMessage(own.principal, frame.content.id);
  },
};

/** Runs the handler of `frame`'s command. */
export async function perform(ctx: HubContext, own: Connection, frame: ChatClientFrame) {
  // The table is keyed by command, so the handler found is the one for this frame's type.
  const handler = COMMANDS[frame.command] as Handler<Command>;
  await handler(ctx, own, frame as FrameOf<Command>);
}
