// Reads shared by the callers that ask for the same key together, and never one that began before
// a caller asked. When 3,000 game sockets reconnect at once (an instance killed or drained), each
// asks for its game's current state after its subscription is live; read one by one, that was
// three statements a socket. Shared, a caller waits for the read in progress to finish and takes
// the next one, begun after it asked: what it gets is at least as fresh as a read of its own (a
// draw committed before it asked is in it), so a socket subscribed before the read never misses a
// draw between the two. At most two reads of a key run or wait at a time.

/** Reads `read(key)` for callers asking together; see the file comment. */
export type SharedRead<K, V> = (key: K) => Promise<V>;

export function createSharedReads<K, V>(read: (key: K) => Promise<V>): SharedRead<K, V> {
  /** Per key: the read in progress, and the one queued behind it for callers who came since. */
  const reads = new Map<K, { running: Promise<V>; next?: Promise<V> }>();

  const start = (key: K): Promise<V> => {
    const running = read(key);
    const entry = { running };
    reads.set(key, entry);
    const settled = () => {
      // The queued read (if any) took over the key; otherwise the key is idle again.
      if (reads.get(key) === entry) reads.delete(key);
    };
    running.then(settled, settled);
    return running;
  };

  return (key) => {
    const entry = reads.get(key);
    if (!entry) return start(key);
    // A read in progress began before this caller asked: take the next one.
    entry.next ??= entry.running.then(
      () => start(key),
      () => start(key),
    );
    return entry.next;
  };
}
