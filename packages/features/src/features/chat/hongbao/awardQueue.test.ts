import { describe, expect, it } from 'vitest';
import {
  AWARD_QUEUE_MAX,
  awardQueueReducer,
  awardWinnerName,
  emptyAwardQueue,
  type AwardQueueState,
} from './awardQueue';

const utf8Base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const notice = (reward: number) => ({
  room_id: 'lobby',
  nickname: '锦鲤',
  userName: '',
  gameName: '极速六合彩',
  reward,
});

describe('awardWinnerName', () => {
  it('decodes base64 UTF-8, masks what arrives unmasked, and falls back to the nickname', () => {
    expect(awardWinnerName({ userName: utf8Base64('小明***8'), nickname: 'x' })).toBe('小明***8');
    expect(awardWinnerName({ userName: utf8Base64('13800138000'), nickname: 'x' })).toBe('13***00');
    expect(awardWinnerName({ userName: '%%%', nickname: '锦鲤达人' })).toBe('锦鲤***');
    expect(awardWinnerName({ userName: btoa('\xff\xfe'), nickname: 'abcdef' })).toBe('ab***ef');
  });

  it('masks a winner as chat and red packets do (issue 34: au***01, never aud***01)', () => {
    expect(awardWinnerName({ userName: utf8Base64('audit001'), nickname: 'x' })).toBe('au***01');
    expect(awardWinnerName({ userName: '', nickname: 'audit001' })).toBe('au***01');
  });
});

describe('awardQueueReducer', () => {
  it('shows the first at once, queues the rest in order, each with its own key', () => {
    let state: AwardQueueState = emptyAwardQueue;
    state = awardQueueReducer(state, { type: 'push', notice: notice(1) });
    state = awardQueueReducer(state, { type: 'push', notice: notice(1) });
    state = awardQueueReducer(state, { type: 'push', notice: notice(2) });
    expect(state.current?.notice.reward).toBe(1);
    expect(state.waiting.map((w) => w.notice.reward)).toEqual([1, 2]);
    state = awardQueueReducer(state, { type: 'next' });
    expect(state.current?.key).toBe(2);
    state = awardQueueReducer(state, { type: 'next' });
    state = awardQueueReducer(state, { type: 'next' });
    expect(state.current).toBeNull();
  });

  it('keeps at most AWARD_QUEUE_MAX waiting, dropping the oldest', () => {
    let state: AwardQueueState = emptyAwardQueue;
    for (let i = 0; i <= AWARD_QUEUE_MAX + 5; i++)
      state = awardQueueReducer(state, { type: 'push', notice: notice(i) });
    expect(state.waiting).toHaveLength(AWARD_QUEUE_MAX);
    expect(state.waiting[0]?.notice.reward).toBe(6);
  });
});
