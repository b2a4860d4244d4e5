// Deterministic pseudo-random numbers from a text key: the same key (e.g. template slot + turn)
// always gives the same sequence, so generated predictions and posters never change between reads
// or server instances.

/** 32-bit FNV-1a hash of `text`. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator of floats in [0, 1) seeded by `key` (mulberry32). */
export function seededRandom(key: string): () => number {
  let state = hashText(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` distinct values picked from `values` (in the order picked). */
export function pickDistinct<T>(random: () => number, values: readonly T[], count: number): T[] {
  const pool = [...values];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const [value] = pool.splice(Math.floor(random() * pool.length), 1) as [T];
    picked.push(value);
  }
  return picked;
}

/** A whole number in [min, max]. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
