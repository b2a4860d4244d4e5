// What a launch popup that lost the visit's one slot (launchPopup.ts) offers instead: an entry in
// the notice centre, the notice modal the marquee opens (issue 34: "the rest reachable in the
// notice centre"). The install guide of iOS Safari waits here while the notice had the slot; the
// AD11 ads need none (home lists them there itself). A small store, read with a hook, so the
// notice centre (home) and the install prompt (the PWA overlay) never import each other.
import { useSyncExternalStore } from 'react';

/** An entry of the notice centre: its button's label and what a tap opens. */
export interface NoticeCentreOffer {
  key: string;
  label: string;
  open(): void;
}

let offers: readonly NoticeCentreOffer[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly NoticeCentreOffer[]): void {
  offers = next;
  for (const listener of listeners) listener();
}

/** Puts `label` in the notice centre (replacing an offer of the same key); returns its removal. */
export function offerInNoticeCentre(key: string, label: string, open: () => void): () => void {
  const offer: NoticeCentreOffer = { key, label, open };
  publish([...offers.filter((o) => o.key !== key), offer]);
  return () => {
    if (offers.includes(offer)) publish(offers.filter((o) => o !== offer));
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => offers;
const none: readonly NoticeCentreOffer[] = [];

/** The offers waiting in the notice centre; re-renders when they change. */
export function useNoticeCentreOffers(): readonly NoticeCentreOffer[] {
  return useSyncExternalStore(subscribe, current, () => none);
}
