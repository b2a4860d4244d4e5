import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from '../../test/timeouts';
import { createMemoryPubSub } from './memoryPubSub';
import type { PubSub } from './pubsub';
import { createRedisPubSub } from './redisPubSub';

const REDIS_URL = process.env.REDIS_URL;

/**
 * A listener of `topic`: `ready` once subscribed (on Redis: once Redis confirmed the SUBSCRIBE),
 * `done` with the next `n` messages (or rejected WAIT_MS after it was ready: a loaded machine may take
 * seconds to carry a message through Redis).
 */
function collect(pubsub: PubSub, topic: string, n: number) {
  const got: string[] = [];
  let finish: (messages: string[]) => void = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Awaited by the test, so that nothing is published before the subscription is in place (a
  // fixed pause lost that race on a loaded machine: the first message went to no subscriber).
  const ready = pubsub.subscribe(topic, (message) => {
    got.push(message);
    if (got.length === n) {
      clearTimeout(timer);
      finish(got);
    }
  });
  const done = new Promise<string[]>((resolve, reject) => {
    finish = resolve;
    void ready.then(() => {
      timer = setTimeout(() => reject(new Error(`only ${JSON.stringify(got)}`)), WAIT_MS);
      // A listener meant to get nothing keeps its timer running: it must not hold the process.
      timer.unref();
    });
  });
  // A listener that is meant to get nothing is never awaited: its time-out is no unhandled error.
  done.catch(() => undefined);
  return { ready, done, got, unsubscribe: async () => (await ready)() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const implementations: [string, () => [PubSub, PubSub]][] = [
  [
    'memory',
    () => {
      const one = createMemoryPubSub();
      return [one, one];
    },
  ],
];
if (REDIS_URL) {
  const prefix = `jinli-test-${randomBytes(4).toString('hex')}:`;
  implementations.push([
    'redis (two instances)',
    () => [createRedisPubSub(REDIS_URL, prefix), createRedisPubSub(REDIS_URL, prefix)],
  ]);
}

describe.each(implementations)('%s pubsub', (_name, make) => {
  it('delivers to the listeners of the topic only, in publish order', async () => {
    const [a, b] = make();
    try {
      const first = collect(b, 'game:71:RESULT', 3);
      const second = collect(b, 'game:71:RESULT', 3);
      const other = collect(b, 'game:72:RESULT', 1);
      await Promise.all([first.ready, second.ready, other.ready]);
      for (const m of ['1', '2', '3']) await a.publish('game:71:RESULT', m);
      expect(await first.done).toEqual(['1', '2', '3']);
      expect(await second.done).toEqual(['1', '2', '3']);
      await settle();
      expect(other.got).toEqual([]);
    } finally {
      await Promise.all([a.close(), b === a ? undefined : b.close()]);
    }
  });

  it('stops delivering after unsubscribe, and a failing listener spares the others', async () => {
    const [a, b] = make();
    try {
      const gone = collect(b, 't', 1);
      const kept = collect(b, 't', 2);
      await b.subscribe('t', () => {
        throw new Error('listener bug (expected in this test)');
      });
      await Promise.all([gone.ready, kept.ready]);
      await a.publish('t', 'x');
      await gone.done;
      await gone.unsubscribe();
      await a.publish('t', 'y');
      expect(await kept.done).toEqual(['x', 'y']);
      expect(gone.got).toEqual(['x']);
    } finally {
      await Promise.all([a.close(), b === a ? undefined : b.close()]);
    }
  });
});
