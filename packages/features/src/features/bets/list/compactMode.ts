// The bet list's compact mode (简洁模式, spec §9 key bet_record_simple_model): a preference kept in
// localStorage so it survives a reload, held in a valtio store so every list shares it.
import { proxy, useSnapshot } from 'valtio';
import { readLocal, writeLocal } from '../../../app/session/browserStorage';

/** localStorage key of the compact-mode preference (spec §9). */
export const COMPACT_MODE_KEY = 'bet_record_simple_model';

/** Stored as '1' (on) or '0' (off); anything else is off. */
export function readCompactMode(): boolean {
  return readLocal(COMPACT_MODE_KEY) === '1';
}

const store = proxy({ compact: readCompactMode() });

export function setCompactMode(compact: boolean): void {
  store.compact = compact;
  writeLocal(COMPACT_MODE_KEY, compact ? '1' : '0');
}

/** Re-reads the stored preference (a test or another tab changed storage). */
export function reloadCompactMode(): void {
  store.compact = readCompactMode();
}

export function useCompactMode(): [boolean, (compact: boolean) => void] {
  return [useSnapshot(store).compact, setCompactMode];
}
