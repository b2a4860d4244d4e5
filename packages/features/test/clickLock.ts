// A player cannot tap one control twice within the app's click lock (spec §9: 100 ms); a test that
// taps the same control again waits as long first.
import { CLICK_LOCK_MS } from '../src/app/shell/clickLock';

export function afterClickLock(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CLICK_LOCK_MS));
}
