// PubSub inside one process: listeners are called asynchronously (as they would be over Redis), in
// subscription order, and one failing listener does not keep the message from the others.
import type { PubSub, PubSubListener } from './pubsub';

export function createMemoryPubSub(): PubSub {
  const topics = new Map<string, Set<PubSubListener>>();
  return {
    kind: 'memory',
    async publish(topic, message) {
      const listeners = topics.get(topic);
      if (!listeners) return;
      for (const listener of [...listeners]) {
        queueMicrotask(() => {
          try {
            listener(message);
          } catch (error) {
            console.error(`pubsub listener of ${topic} failed:`, error);
          }
        });
      }
    },
    async subscribe(topic, listener) {
      const listeners = topics.get(topic) ?? new Set<PubSubListener>();
      topics.set(topic, listeners);
      // A wrapper per subscription, so the same function subscribed twice is removed once.
      const entry: PubSubListener = (message) => listener(message);
      listeners.add(entry);
      return async () => {
        listeners.delete(entry);
        if (listeners.size === 0 && topics.get(topic) === listeners) topics.delete(topic);
      };
    },
    async close() {
      topics.clear();
    },
  };
}
