// Spec §4/§8: too many tabs disable chat. Only one tab of the browser holds the chat socket: the
// tab that opens chat last claims it, and the tab that held it is told it lost it (and stops, showing
// 'close other tabs'). Told over a BroadcastChannel, or over localStorage's `storage` event where
// there is none.

/** The chat's tab lock. */
export interface ChatTabLock {
  /** Takes chat for this tab; a tab holding it loses it. */
  claim(): void;
  /** Gives it up (this tab no longer uses chat); nobody is told. */
  release(): void;
  /** Called when another tab claimed chat while this one held it. Returns the unsubscribe. */
  onLost(listener: () => void): () => void;
}

/** Channel name and storage key of the lock. */
export const CHAT_TAB_LOCK_NAME = 'jinli_chat_tab';

/** The part of BroadcastChannel the lock uses. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export interface TabLockOptions {
  /** Default CHAT_TAB_LOCK_NAME. */
  name?: string;
  /** This tab's id; default a random one. */
  tabId?: string;
  /** Opens the channel; default the global BroadcastChannel; null: use storage events. */
  createChannel?: ((name: string) => BroadcastChannelLike) | null;
  /** Storage fallback; default localStorage and window's `storage` events. */
  storage?: Pick<Storage, 'setItem'> | null;
  storageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

interface Claim {
  type: 'claim';
  tabId: string;
  at: number;
}

function isClaim(value: unknown): value is Claim {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Claim).type === 'claim' &&
    typeof (value as Claim).tabId === 'string'
  );
}

function randomTabId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function defaultChannel(): ((name: string) => BroadcastChannelLike) | null {
  const Impl = (globalThis as { BroadcastChannel?: new (name: string) => BroadcastChannelLike })
    .BroadcastChannel;
  return Impl ? (name) => new Impl(name) : null;
}

function defaultStorage(): Pick<Storage, 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The browser's tab lock; null where neither a BroadcastChannel nor storage events exist (one tab
 * is all there is). The channel is open only while this tab holds chat.
 */
export function createTabLock(options: TabLockOptions = {}): ChatTabLock | null {
  const name = options.name ?? CHAT_TAB_LOCK_NAME;
  const tabId = options.tabId ?? randomTabId();
  const createChannel =
    options.createChannel === undefined ? defaultChannel() : options.createChannel;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const storageEvents =
    options.storageEvents === undefined
      ? typeof window !== 'undefined'
        ? window
        : null
      : options.storageEvents;
  if (!createChannel && !(storage && storageEvents)) return null;

  const listeners = new Set<() => void>();
  let channel: BroadcastChannelLike | null = null;
  let held = false;

  const lost = () => {
    if (!held) return;
    release();
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== name || newValue === null) return;
    let claim: unknown;
    try {
      claim = JSON.parse(newValue);
    } catch {
      return;
    }
    if (isClaim(claim) && claim.tabId !== tabId) lost();
  };

  function release(): void {
    if (!held) return;
    held = false;
    if (channel) {
      channel.onmessage = null;
      channel.close();
      channel = null;
    } else {
      storageEvents?.removeEventListener('storage', onStorage);
    }
  }

  return {
    claim() {
      const claim: Claim = { type: 'claim', tabId, at: Date.now() };
      if (createChannel) {
        if (!channel) {
          channel = createChannel(name);
          channel.onmessage = (event) => {
            if (isClaim(event.data) && event.data.tabId !== tabId) lost();
          };
        }
        held = true;
        channel.postMessage(claim);
        return;
      }
      if (!held) storageEvents?.addEventListener('storage', onStorage);
      held = true;
      try {
        // The storage event reaches every other tab of the origin (never the writing one).
        storage?.setItem(name, JSON.stringify(claim));
      } catch {
        // Storage refused: this tab cannot tell the others; it keeps chat anyway.
      }
    },
    release,
    onLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
