// The tab lock's storage-event fallback (browsers without BroadcastChannel): a claim written by
// another tab takes chat from this one; its own writes and other keys do not.
import { describe, expect, it } from 'vitest';
import { createTabLock } from './chatTabLock';

function storageEvent(key: string, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

describe('createTabLock over storage events', () => {
  it('loses chat when another tab writes a claim, and only while holding it', () => {
    const events = new EventTarget();
    const written: string[] = [];
    const lock = createTabLock({
      name: 'k',
      tabId: 'A',
      createChannel: null,
      storage: { setItem: (_key, value) => void written.push(value) },
      storageEvents: events,
    });
    expect(lock).not.toBeNull();
    let lost = 0;
    lock?.onLost(() => (lost += 1));

    events.dispatchEvent(storageEvent('k', JSON.stringify({ type: 'claim', tabId: 'B', at: 1 })));
    expect(lost).toBe(0); // not holding yet

    lock?.claim();
    expect(JSON.parse(written[0] ?? '{}')).toMatchObject({ type: 'claim', tabId: 'A' });
    events.dispatchEvent(storageEvent('other', JSON.stringify({ type: 'claim', tabId: 'B' })));
    events.dispatchEvent(storageEvent('k', 'not json'));
    events.dispatchEvent(storageEvent('k', JSON.stringify({ type: 'claim', tabId: 'A' })));
    expect(lost).toBe(0);

    events.dispatchEvent(storageEvent('k', JSON.stringify({ type: 'claim', tabId: 'B', at: 2 })));
    expect(lost).toBe(1);
    events.dispatchEvent(storageEvent('k', JSON.stringify({ type: 'claim', tabId: 'C', at: 3 })));
    expect(lost).toBe(1); // already lost: told once
  });

  it('is null where no tab can be told', () => {
    expect(createTabLock({ createChannel: null, storage: null, storageEvents: null })).toBeNull();
  });
});
