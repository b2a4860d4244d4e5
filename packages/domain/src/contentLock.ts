// Locked template items (spec §4 "Locks", §6): login lock before recharge lock.
import { isTrialAccount } from './account';

/** Overlay texts and targets of the two locks. */
export const CONTENT_LOCK_TEXT = {
  /** Overlay of a login-locked item. */
  login: '登陆后可以解锁查看！',
  /** Home-page prompt of a login-locked item. */
  loginHomePrompt: '登录后可解锁 免费查看',
  /** Overlay of a recharge-locked item. */
  recharge: '请充值任意金额开通VIP！',
} as const;

/** Why an item is locked, what the overlay says and where tapping it goes. */
export type ContentLock =
  | { kind: 'login'; message: string; homePrompt: string; target: '/auth/login' }
  | { kind: 'recharge'; message: string; target: '/recharge' };

/** The lock flags of a template item (1 = set). */
export interface LockableItem {
  requireLogin?: number | string | boolean | null;
  requireRecharge?: number | string | boolean | null;
}

/** Who is looking. */
export interface ContentViewer {
  loggedIn: boolean;
  /** userInfo.type: TEST accounts count as logged out here. */
  userType?: string | null;
  /** extInfo.rechMoney: total recharged (any unit); missing, non-numeric or ≤ 0 means none. */
  rechMoney?: number | string | null;
}

function flag(value: LockableItem['requireLogin']): boolean {
  return value === true || value === 1 || (typeof value === 'string' && value.trim() === '1');
}

function hasRecharged(rechMoney: ContentViewer['rechMoney']): boolean {
  if (rechMoney === null || rechMoney === undefined) return false;
  const text = String(rechMoney).trim();
  if (text === '') return false;
  const amount = Number(text);
  return Number.isFinite(amount) && amount > 0;
}

/**
 * The lock over an item for a viewer, or null when it is open. Login lock: requireLogin is 1 and
 * the viewer is logged out or a TEST account. Recharge lock: requireRecharge is 1 and rechMoney is
 * missing or 0. The login lock wins when both apply.
 */
export function contentLockOf(item: LockableItem, viewer: ContentViewer): ContentLock | null {
  if (flag(item.requireLogin) && (!viewer.loggedIn || isTrialAccount(viewer.userType))) {
    return {
      kind: 'login',
      message: CONTENT_LOCK_TEXT.login,
      homePrompt: CONTENT_LOCK_TEXT.loginHomePrompt,
      target: '/auth/login',
    };
  }
  if (flag(item.requireRecharge) && !hasRecharged(viewer.rechMoney)) {
    return { kind: 'recharge', message: CONTENT_LOCK_TEXT.recharge, target: '/recharge' };
  }
  return null;
}
