// The browser's install prompt (beforeinstallprompt, Chromium browsers): kept from the moment the
// page loads, because it may fire before the install prompt's code has loaded (after the page
// settles). Calling preventDefault keeps the browser's own mini bar away: the app offers the
// install from its own button (spec §4), which then calls prompt() on the kept event.
import { useSyncExternalStore } from 'react';

/** The event's shape (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let captured = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Starts listening (once; idempotent). Called when the shell module loads. */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined' || captured) return;
  captured = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  // Installed (from our button or the browser's menu): the prompt is spent.
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** The kept install prompt, or null while the browser offers none. */
export function useInstallPromptEvent(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => deferred,
    () => null,
  );
}

/** Shows the browser's prompt; resolves with whether the user installed. The event is spent either way. */
export async function promptInstall(event: BeforeInstallPromptEvent): Promise<boolean> {
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
