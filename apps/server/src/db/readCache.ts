// Reads served from memory while the embedded database is unchanged: on PGlite this process is the
// only writer, and Database.writeGeneration moves around every possible write (any statement but a
// plain SELECT, every transaction), so an answer read while it stood still is what the database
// still holds. The signed-in pages poll the same reads (balance, profile, today's bets) many times
// a second; between two writes they cost no statement. A short TTL bounds answers that also depend
// on the clock. On PostgreSQL (no generation: other instances write) every read goes through.
export interface ReadCache {
  /** The value of `key`, loaded with `load` unless read since the last possible write. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** How long a cached read is kept at most (ms). */
export const READ_CACHE_TTL_MS = 1_000;
/** Most reads kept; the oldest go first. */
export const MAX_CACHED_READS = 10_000;

interface Entry {
  generation: number;
  expiresAt: number;
  value: unknown;
}

export function createReadCache(
  writeGeneration: (() => number) | undefined,
  ttlMs = READ_CACHE_TTL_MS,
  now: () => number = Date.now,
): ReadCache {
  if (!writeGeneration || ttlMs <= 0) return { read: (_key, load) => load() };
  const generation = writeGeneration;
  const entries = new Map<string, Entry>();
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const cached = entries.get(key);
      if (cached && cached.generation === generation() && cached.expiresAt > at)
        return cached.value as T;
      const before = generation();
      const value = await load();
      // Kept only when no write started or ended while it was read.
      if (generation() === before) {
        entries.delete(key);
        if (entries.size >= MAX_CACHED_READS) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { generation: before, expiresAt: at + ttlMs, value });
      }
      return value;
    },
  };
}
