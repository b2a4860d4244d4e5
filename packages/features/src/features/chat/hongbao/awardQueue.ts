// Award notices in a room (spec §3 nickname, userName base64, gameName, reward; §4 a popup in room
// chat, one at a time): the winner's masked name, and the queue that shows them one after another.
import type { ChatAwardNotice } from '@jinli/contract';
import { MASK_CHAR, maskAccount } from '@jinli/domain';

/** How long one notice shows, ms. */
export const AWARD_SHOW_MS = 4000;
/** Notices kept waiting at most; older waiting ones give way (a burst of wins after a draw). */
export const AWARD_QUEUE_MAX = 20;

/**
 * The name a notice shows: `userName` decoded (base64 of UTF-8, the account the server masked). A
 * name that does not decode, or arrives unmasked, is masked here with the rule chat's nicknames
 * use (maskAccount): a notice never shows an account, and a winner reads the same everywhere.
 */
export function awardWinnerName(notice: Pick<ChatAwardNotice, 'userName' | 'nickname'>): string {
  let name = '';
  try {
    const binary = atob(notice.userName);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    name = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
  } catch {
    name = '';
  }
  if (name === '') return maskAccount(notice.nickname);
  return name.includes(MASK_CHAR) ? name : maskAccount(name);
}

/** A notice in the queue, with a key of its own (two equal wins are two notices). */
export interface QueuedAward {
  key: number;
  notice: ChatAwardNotice;
}

export interface AwardQueueState {
  current: QueuedAward | null;
  waiting: QueuedAward[];
  nextKey: number;
}

export type AwardQueueAction = { type: 'push'; notice: ChatAwardNotice } | { type: 'next' };

export const emptyAwardQueue: AwardQueueState = { current: null, waiting: [], nextKey: 1 };

/** push: shows at once when nothing shows, else waits; next: the current one is done. */
export function awardQueueReducer(
  state: AwardQueueState,
  action: AwardQueueAction,
): AwardQueueState {
  if (action.type === 'next') {
    const [current = null, ...waiting] = state.waiting;
    return { ...state, current, waiting };
  }
  const item = { key: state.nextKey, notice: action.notice };
  if (!state.current) return { current: item, waiting: [], nextKey: state.nextKey + 1 };
  return {
    ...state,
    waiting: [...state.waiting, item].slice(-AWARD_QUEUE_MAX),
    nextKey: state.nextKey + 1,
  };
}
