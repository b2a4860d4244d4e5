// The draw publisher at a minute's turn, when several games draw in one tick: every frame is read
// at once (the last game's sockets do not wait for the others' reads) and published in the
// events' order.
import { GameChannel, type LotteryOpenInfo } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import type { PubSub } from '../../realtime/pubsub';
import { createDrawPublisher, gameTopic } from './gameSocket';
import type { LotteryService } from './service';

/** A lottery whose openInfo answers only once every game of the tick has asked (or never). */
function lotteryAnsweringTogether(games: number): {
  lottery: LotteryService;
  asked: number[];
} {
  const asked: number[] = [];
  const waiting: (() => void)[] = [];
  const openInfo = (gameId: number) =>
    new Promise<LotteryOpenInfo>((resolve) => {
      asked.push(gameId);
      waiting.push(() => resolve({ gameId } as LotteryOpenInfo));
      if (waiting.length === games) for (const answer of waiting) answer();
    });
  return { lottery: { openInfo } as unknown as LotteryService, asked };
}

function recordingPubSub(): { pubsub: PubSub; topics: string[] } {
  const topics: string[] = [];
  const pubsub = {
    kind: 'memory',
    publish: async (topic: string) => {
      topics.push(topic);
    },
  } as unknown as PubSub;
  return { pubsub, topics };
}

describe('createDrawPublisher', () => {
  it("reads the frames of a tick's games together and publishes them in order", async () => {
    const { lottery, asked } = lotteryAnsweringTogether(3);
    const { pubsub, topics } = recordingPubSub();
    const publish = createDrawPublisher(pubsub, lottery);
    const events = [42, 46, 71].map((gameId) => ({
      type: 'result' as const,
      gameId,
      turnNum: '202612010001',
    }));
    // Read one after another, the first read would wait for the third forever.
    const outcome = await Promise.race([
      publish(events).then(() => 'published'),
      new Promise((resolve) => setTimeout(() => resolve('stuck'), 2_000)),
    ]);
    expect(outcome).toBe('published');
    expect(asked).toEqual([42, 46, 71]);
    expect(topics).toEqual([42, 46, 71].map((id) => gameTopic(id, GameChannel.RESULT)));
  });
});
