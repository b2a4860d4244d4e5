// PubSub over Redis (ioredis): one connection publishes, one subscribes. Each topic is subscribed on
// Redis once per instance, when its first local listener arrives, and unsubscribed when the last
// leaves — never once per client socket. Topics carry the deployment's namespace
// (realtime/namespace.ts), so deployments that share a Redis never hear each other.
import { Redis } from 'ioredis';
import type { PubSub, PubSubListener } from './pubsub';

/** A PubSub over the Redis at `url` whose channels are `namespace` + topic. */
export function createRedisPubSub(url: string, namespace: string): PubSub {
  const prefix = namespace;
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const topics = new Map<string, Set<PubSubListener>>();
  /** Pending SUBSCRIBE / UNSUBSCRIBE of a topic, so they reach Redis in call order. */
  const pending = new Map<string, Promise<unknown>>();
  const log = (error: Error) => console.error('redis pubsub:', error.message);
  publisher.on('error', log);
  subscriber.on('error', log);

  subscriber.on('message', (channel: string, message: string) => {
    const listeners = topics.get(channel.slice(prefix.length));
    if (!listeners) return;
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (error) {
        console.error(`pubsub listener of ${channel} failed:`, error);
      }
    }
  });

  const serial = (topic: string, step: () => Promise<unknown>) => {
    const next = (pending.get(topic) ?? Promise.resolve()).then(step, step);
    pending.set(topic, next);
    void next.finally(() => {
      if (pending.get(topic) === next) pending.delete(topic);
    });
    return next;
  };

  return {
    kind: 'redis',
    async publish(topic, message) {
      await publisher.publish(prefix + topic, message);
    },
    async subscribe(topic, listener) {
      let listeners = topics.get(topic);
      const first = !listeners;
      if (!listeners) {
        listeners = new Set();
        topics.set(topic, listeners);
      }
      const entry: PubSubListener = (message) => listener(message);
      listeners.add(entry);
      if (first) await serial(topic, () => subscriber.subscribe(prefix + topic));
      else await pending.get(topic);
      const own = listeners;
      return async () => {
        own.delete(entry);
        if (own.size === 0 && topics.get(topic) === own) {
          topics.delete(topic);
          await serial(topic, () => subscriber.unsubscribe(prefix + topic));
        }
      };
    },
    // ioredis's own state, no round trip: the readiness probe asks on every poll.
    connected: () => publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      topics.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
