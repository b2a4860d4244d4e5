// Chooses the PubSub implementation of this process: Redis when a URL is configured, else memory.
import { createMemoryPubSub } from './memoryPubSub';
import type { PubSub } from './pubsub';
import { createRedisPubSub } from './redisPubSub';

/**
 * Redis pub/sub when a URL is given, its channels in `namespace` (realtime/namespace.ts), else
 * in-process.
 */
export function createPubSub(redisUrl?: string, namespace?: string): PubSub {
  if (!redisUrl) return createMemoryPubSub();
  if (!namespace) throw new Error('A Redis pub/sub needs the deployment namespace');
  return createRedisPubSub(redisUrl, namespace);
}
