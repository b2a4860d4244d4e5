// An authenticated socket counted on this instance and subscribed to what concerns it (control
// events, its user's frames, the user's head count), and all of that undone when it closes.
import { chatTopics } from '../types';
import type { Connection } from './connection';
import type { HubContext } from './hubContext';
import { leaveRoom } from './rooms';

/** Counts `own` at once; resolves when its subscriptions are in place. */
export async function connect(
  { all, users, topics, heads }: HubContext,
  own: Connection,
): Promise<void> {
  const { userId } = own.principal;
  all.add(own);
  const mine = users.get(userId) ?? new Set<Connection>();
  users.set(userId, mine);
  mine.add(own);
  await Promise.all([
    topics.add(chatTopics.control, own),
    topics.add(chatTopics.user(userId), own),
    heads.connect(userId),
  ]);
}

/** Forgets `own` at once; resolves when it has left its rooms and topics. */
export async function disconnect(ctx: HubContext, own: Connection): Promise<void> {
  const { all, users, topics, heads } = ctx;
  const { userId } = own.principal;
  all.delete(own);
  const mine = users.get(userId);
  mine?.delete(own);
  if (mine?.size === 0) users.delete(userId);
  await Promise.all([
    ...[...own.rooms].map((roomId) => leaveRoom(ctx, own, roomId)),
    topics.remove(chatTopics.control, own),
    topics.remove(chatTopics.user(userId), own),
    heads.disconnect(userId),
  ]);
}
