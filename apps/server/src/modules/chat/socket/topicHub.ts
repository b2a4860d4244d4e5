// Members (sockets) per PubSub topic, with one PubSub subscription per topic that has any member
// on this instance — never one per socket — dropped when the last member leaves.
import type { PubSub } from '../../../realtime/pubsub';

/** Called once per published message with every member of the topic at that moment. */
export type TopicDelivery<M> = (topic: string, message: string, members: ReadonlySet<M>) => void;

export interface TopicHub<M> {
  /** Adds `member`; resolves once messages published from now on reach it (rejects if the subscription failed). */
  add(topic: string, member: M): Promise<void>;
  /** Removes `member`; unsubscribes when it was the topic's last. */
  remove(topic: string, member: M): Promise<void>;
  /** Topics subscribed on this instance. */
  size(): number;
  has(topic: string): boolean;
}

export function createTopicHub<M>(pubsub: PubSub, deliver: TopicDelivery<M>): TopicHub<M> {
  const topics = new Map<string, { members: Set<M>; subscribed: Promise<() => Promise<void>> }>();

  return {
    async add(topic, member) {
      let entry = topics.get(topic);
      if (!entry) {
        const members = new Set<M>();
        const subscribed = pubsub.subscribe(topic, (message) => deliver(topic, message, members));
        const created = { members, subscribed };
        entry = created;
        topics.set(topic, created);
        // A failed subscription is forgotten, so the next member tries again.
        subscribed.catch(() => {
          if (topics.get(topic) === created) topics.delete(topic);
        });
      }
      entry.members.add(member);
      try {
        await entry.subscribed;
      } catch (error) {
        entry.members.delete(member);
        throw error;
      }
    },
    async remove(topic, member) {
      const entry = topics.get(topic);
      if (!entry || !entry.members.delete(member) || entry.members.size > 0) return;
      topics.delete(topic);
      const unsubscribe = await entry.subscribed.catch(() => undefined);
      await unsubscribe?.();
    },
    size: () => topics.size,
    has: (topic) => topics.has(topic),
  };
}
