// The PubSub interface realtime messages travel through (DESIGN.md §3-4): services publish to a
// topic, socket hubs subscribe. In one process the in-memory implementation suffices; with several
// instances `createRedisPubSub` carries every message to every instance, so a socket receives what
// another instance published. Messages are JSON texts, serialised once by the publisher.
import { createMemoryPubSub } from './memoryPubSub';
import { createRedisPubSub } from './redisPubSub';

/** Receives the messages of a topic. */
export type PubSubListener = (message: string) => void;

export interface PubSub {
  /** Which implementation, for logs. */
  readonly kind: 'memory' | 'redis';
  /** Delivers `message` to every listener of `topic` on every instance. */
  publish(topic: string, message: string): Promise<void>;
  /**
   * Adds a listener; resolves once messages published from now on will reach it. Returns the
   * function that removes it again.
   */
  subscribe(topic: string, listener: PubSubListener): Promise<() => Promise<void>>;
  /** Drops every listener and closes connections. */
  close(): Promise<void>;
}

/**
 * Redis pub/sub when a URL is given, its channels in `namespace` (realtime/namespace.ts), else
 * in-process.
 */
export function createPubSub(redisUrl?: string, namespace?: string): PubSub {
  if (!redisUrl) return createMemoryPubSub();
  if (!namespace) throw new Error('A Redis pub/sub needs the deployment namespace');
  return createRedisPubSub(redisUrl, namespace);
}
