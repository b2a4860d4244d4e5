// Actions that need a user (spec §4 template like, §5 "Like needs login"): logged out, a tap shows
// 请先登录 for 2 s and further taps are ignored while it is visible.
import { toast } from '@jinli/ui';
import { useSession } from '../../../app/session/sessionStore';
import { templateStrings } from '../strings';

/** How long the 请先登录 toast stays, ms (spec §8). */
export const LOGIN_FIRST_TOAST_MS = 2000;

/** Wraps `action` so it only runs for a logged-in user. */
export function useLoginFirstTap<A extends unknown[]>(
  action: (...args: A) => void,
): (...args: A) => void {
  const { isLoggedIn } = useSession();
  return (...args) => {
    if (isLoggedIn) {
      action(...args);
      return;
    }
    if (toast.current()?.message === templateStrings.loginFirst) return;
    toast.show(templateStrings.loginFirst, { durationMs: LOGIN_FIRST_TOAST_MS });
  };
}
