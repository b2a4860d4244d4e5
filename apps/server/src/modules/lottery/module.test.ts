import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/testApp';
import { lotteryDraw } from '../../db/schema';

describe('the draw engine in the app', () => {
  it('runs in the background when asked, and stops before the database closes', async () => {
    const errors: unknown[] = [];
    const t = await createTestApp({
      lottery: { runDrawEngine: true, engine: { tickMs: 50, onError: (e) => errors.push(e) } },
    });
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [row] = await t.database.db.select({ n: count() }).from(lotteryDraw);
        if (row!.n > 0) break;
        if (Date.now() > deadline) throw new Error('the engine drew nothing');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await t.close();
    }
    // No tick ran into the closed database.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).toEqual([]);
  });

  it('does not run unless asked', async () => {
    const t = await createTestApp();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [row] = await t.database.db.select({ n: count() }).from(lotteryDraw);
      expect(row!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
