// Storage access that never throws: private-mode Safari and sandboxed shells refuse storage, and a
// refused write must not take the app down.

export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key when `value` is null. */
export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage refused: the in-memory session still works for this visit.
  }
}

/** How long a sessionStorage value lives (spec §9: 3,600 s), unless the tab closes first. */
export const SESSION_VALUE_TTL_MS = 3_600_000;
/** How often expired values are removed (spec §9: checked each second). */
const SWEEP_INTERVAL_MS = 1000;

/** A session value as stored: the value and when it expires (epoch ms). */
interface StoredSessionValue {
  value: string;
  expiresAt: number;
}

function parseStored(raw: string | null): StoredSessionValue | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as StoredSessionValue).value === 'string' &&
      typeof (parsed as StoredSessionValue).expiresAt === 'number'
    )
      return parsed as StoredSessionValue;
  } catch {
    // Not one of ours (written before values expired, or by someone else): treated as absent.
  }
  return null;
}

/** Keys written through writeSession in this page, swept each second while any is left. */
const expiringKeys = new Set<string>();
let sweepTimer: ReturnType<typeof setInterval> | null = null;

/** Removes the values of `expiringKeys` that have expired; stops sweeping when none is left. */
export function sweepExpiredSessionValues(now = Date.now()): void {
  for (const key of expiringKeys) {
    const stored = parseStored(rawSession(key));
    if (stored === null || stored.expiresAt <= now) {
      removeSession(key);
      expiringKeys.delete(key);
    }
  }
  if (expiringKeys.size === 0 && sweepTimer !== null) {
    clearInterval(sweepTimer);
    sweepTimer = null;
  }
}

function rawSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function removeSession(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Refused: nothing was stored either.
  }
}

/** A value of this tab's session, or null when absent or older than SESSION_VALUE_TTL_MS. */
export function readSession(key: string, now = Date.now()): string | null {
  const stored = parseStored(rawSession(key));
  if (stored === null) return null;
  if (stored.expiresAt <= now) {
    removeSession(key);
    return null;
  }
  return stored.value;
}

/** Writes `value` for SESSION_VALUE_TTL_MS, or removes the key when `value` is null. */
export function writeSession(key: string, value: string | null, now = Date.now()): void {
  if (value === null) {
    removeSession(key);
    expiringKeys.delete(key);
    return;
  }
  const stored: StoredSessionValue = { value, expiresAt: now + SESSION_VALUE_TTL_MS };
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(stored));
  } catch {
    // Refused: the flag then only lives as long as the page.
    return;
  }
  expiringKeys.add(key);
  sweepTimer ??= setInterval(() => sweepExpiredSessionValues(), SWEEP_INTERVAL_MS);
}

/** Sets (or with `value` null, expires) a site-wide cookie; the server side of the shell reads it. */
export function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
