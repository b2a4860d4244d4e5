// This instance's sockets per room and per user, written to ChatPresence as they change, and the
// PEOPLE frame of a room whose head count changed. The frame is throttled per room: it goes out at
// most once per `peopleIntervalMs` with the total of that moment, so 2,000 sockets joining one room
// cost a handful of PEOPLE frames (each to every socket), not 2,000 of them.
import { ChatCommand, type ChatServerFrame } from '@jinli/contract';
import type { PubSub } from '../../../realtime/pubsub';
import { type ChatPresence, chatTopics } from '../types';

/** Default throttle of a room's PEOPLE frame. */
export const PEOPLE_INTERVAL_MS = 1000;

export interface RoomHeads {
  /** Counts one more socket in the room; resolves once presence holds it (JOINED reads the total). */
  join(roomId: string): Promise<void>;
  leave(roomId: string): Promise<void>;
  /** Counts one more socket of the user. */
  connect(userId: string): Promise<void>;
  disconnect(userId: string): Promise<void>;
  /** Stops pending PEOPLE frames (the app is closing). */
  stop(): void;
}

export function createRoomHeads(options: {
  presence: ChatPresence;
  pubsub: PubSub;
  peopleIntervalMs?: number;
  log: (error: unknown, what: string) => void;
}): RoomHeads {
  const { presence, pubsub, log } = options;
  const intervalMs = options.peopleIntervalMs ?? PEOPLE_INTERVAL_MS;
  const rooms = new Map<string, number>();
  const users = new Map<string, number>();
  /** Rooms with a PEOPLE frame scheduled. */
  const timers = new Map<string, NodeJS.Timeout>();
  /** The total last published per room (while this instance has sockets there). */
  const published = new Map<string, number>();
  let stopped = false;

  const bump = (counts: Map<string, number>, key: string, by: number) => {
    const count = Math.max(0, (counts.get(key) ?? 0) + by);
    if (count > 0) counts.set(key, count);
    else counts.delete(key);
    return count;
  };

  const publishPeople = async (roomId: string) => {
    timers.delete(roomId);
    if (stopped) return;
    const total = await presence.total(roomId);
    if (published.get(roomId) !== total) {
      const frame: ChatServerFrame = {
        command: ChatCommand.PEOPLE,
        channel: `room:${roomId}`,
        content: { room_id: roomId, total_people: total },
      };
      await pubsub.publish(chatTopics.room(roomId), JSON.stringify(frame));
    }
    if (rooms.has(roomId)) published.set(roomId, total);
    else published.delete(roomId);
  };

  const changed = (roomId: string) => {
    if (stopped || timers.has(roomId)) return;
    const timer = setTimeout(() => {
      publishPeople(roomId).catch((error) => log(error, 'chat PEOPLE frame failed'));
    }, intervalMs);
    timer.unref();
    timers.set(roomId, timer);
  };

  // Each write is issued synchronously with the count it carries, so writes of one key reach
  // presence in the order the counts changed (one connection, one order) and the last one wins.
  const writeRoom = (roomId: string, by: number) => {
    const count = bump(rooms, roomId, by);
    changed(roomId);
    return presence
      .setLocal(roomId, count)
      .catch((error) => log(error, 'chat presence write failed'));
  };
  const writeUser = (userId: string, by: number) =>
    presence
      .setUserLocal(userId, bump(users, userId, by))
      .catch((error) => log(error, 'chat presence write failed'));

  return {
    join: (roomId) => writeRoom(roomId, 1),
    leave: (roomId) => writeRoom(roomId, -1),
    connect: (userId) => writeUser(userId, 1),
    disconnect: (userId) => writeUser(userId, -1),
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
