import { describe, expect, it } from 'vitest';
import { createSharedReads } from './sharedReads';

/** A read whose answers the test releases one by one; each answers the state when it began. */
function controlledRead() {
  let state = 0;
  const begun: { key: string; stateAtStart: number; finish: (error?: Error) => void }[] = [];
  const read = (key: string) =>
    new Promise<number>((resolve, reject) => {
      const stateAtStart = state;
      begun.push({
        key,
        stateAtStart,
        finish: (error) => (error ? reject(error) : resolve(stateAtStart)),
      });
    });
  return {
    read,
    begun,
    write: () => state++,
    /** Lets promise callbacks run. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

describe('createSharedReads', () => {
  it('shares one read among the callers who ask while another is in progress', async () => {
    const source = controlledRead();
    const shared = createSharedReads(source.read);
    const first = shared('g42');
    const later = Array.from({ length: 1000 }, () => shared('g42'));
    expect(source.begun).toHaveLength(1);
    source.begun[0]!.finish();
    expect(await first).toBe(0);
    await source.settle();
    expect(source.begun).toHaveLength(2);
    source.begun[1]!.finish();
    expect(new Set(await Promise.all(later)).size).toBe(1);
    expect(source.begun).toHaveLength(2);
  });

  it('never answers a caller with a read begun before it asked', async () => {
    const source = controlledRead();
    const shared = createSharedReads(source.read);
    const before = shared('g42');
    // A draw is committed after the first read began, then a socket subscribes and asks.
    source.write();
    const after = shared('g42');
    source.begun[0]!.finish();
    expect(await before).toBe(0);
    await source.settle();
    source.begun[1]!.finish();
    expect(await after).toBe(1);
  });

  it('keeps keys apart', async () => {
    const source = controlledRead();
    const shared = createSharedReads(source.read);
    const a = shared('g42');
    const b = shared('g46');
    expect(source.begun.map((read) => read.key)).toEqual(['g42', 'g46']);
    for (const read of source.begun) read.finish();
    await Promise.all([a, b]);
  });

  it('passes a failed read to its callers and reads again for the next', async () => {
    const source = controlledRead();
    const shared = createSharedReads(source.read);
    const failing = shared('g42');
    source.begun[0]!.finish(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    const next = shared('g42');
    expect(source.begun).toHaveLength(2);
    source.begun[1]!.finish();
    expect(await next).toBe(0);
  });

  it('reads again for callers queued behind a read that failed', async () => {
    const source = controlledRead();
    const shared = createSharedReads(source.read);
    const failing = shared('g42');
    const queued = shared('g42');
    source.begun[0]!.finish(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    await source.settle();
    source.begun[1]!.finish();
    expect(await queued).toBe(0);
  });
});
