// The toast store: at most one toast at a time (spec §9 "toast max count 1"), a new one replaces
// the current. Framework-free so any module can call toast.show(); ToastHost subscribes to it.

/** Options of {@link toast.show}. */
export interface ToastOptions {
  /** How long the toast stays, in milliseconds. Default 2000; 0 or Infinity keeps it until hide(). */
  durationMs?: number;
}

/** The toast on screen. `id` changes with every show(), also for the same message. */
export interface ToastState {
  id: number;
  message: string;
  durationMs: number;
}

/** Default display time in milliseconds (spec §8: 请先登录 and the success toasts show 2 s). */
export const TOAST_DEFAULT_DURATION_MS = 2000;

let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: ToastState | null) {
  clearTimeout(timer);
  timer = undefined;
  current = next;
  if (next && next.durationMs > 0 && Number.isFinite(next.durationMs)) {
    timer = setTimeout(() => set(null), next.durationMs);
  }
  listeners.forEach((listener) => listener());
}

/** Subscribes to toast changes (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toast on screen, or null. */
export function getToast(): ToastState | null {
  return current;
}

/** Imperative toast API; render one `<ToastHost />` in the app to display it. */
export const toast = {
  /** Shows `message`, replacing any toast on screen, and hides it after `durationMs` (default 2000). */
  show(message: string, options: ToastOptions = {}): void {
    set({ id: nextId++, message, durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS });
  },
  /** Hides the toast on screen, if any. */
  hide(): void {
    if (current) set(null);
  },
  /** The toast on screen, or null (e.g. to ignore repeated taps while 请先登录 is visible). */
  current: getToast,
};
