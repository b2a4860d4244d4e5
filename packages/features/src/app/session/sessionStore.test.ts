import { describe, expect, it } from 'vitest';
import { readCookie, readSession, writeSession } from './browserStorage';
import {
  isAgentProfile,
  logout,
  reloadSessionFromStorage,
  session,
  setAccessToken,
  setChatToken,
  setProfile,
  setRebateRatio,
} from './sessionStore';

describe('session store', () => {
  it('stores the access token in localStorage and the access_token cookie', () => {
    setAccessToken('abc');
    expect(session.accessToken).toBe('abc');
    expect(localStorage.getItem('access_token')).toBe('abc');
    expect(readCookie('access_token')).toBe('abc');
    expect(session.isLoggedIn).toBe(true);
  });

  it('clears the guest chat identity on login (spec §4), and keeps it on logout', () => {
    const keys = ['user_guest_id', 'user_guest_name', 'user_guest_hash_id'];
    for (const key of keys) writeSession(key, 'g');
    setAccessToken(null);
    expect(keys.map((key) => readSession(key))).toEqual(['g', 'g', 'g']);
    setAccessToken('abc');
    expect(keys.map((key) => readSession(key))).toEqual([null, null, null]);
  });

  it('stores the chat token and rebate ratio under the spec keys', () => {
    setChatToken('chat-1');
    setRebateRatio('7.5');
    expect(localStorage.getItem('chat_login_token')).toBe('chat-1');
    expect(localStorage.getItem('rebateRatio')).toBe('7.5');
  });

  it('logout removes access and chat tokens, resets the profile and clears rebateRatio', () => {
    setAccessToken('abc');
    setChatToken('chat-1');
    setRebateRatio('7.5');
    setProfile({ userInfo: { account: 'player01' }, extInfo: { money: 1 } });
    logout();
    expect(session).toMatchObject({
      accessToken: null,
      chatToken: null,
      rebateRatio: null,
      profile: null,
    });
    expect(session.isLoggedIn).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('chat_login_token')).toBeNull();
    expect(localStorage.getItem('rebateRatio')).toBeNull();
    expect(readCookie('access_token')).toBeNull();
  });

  it('counts a loaded extInfo as logged in (spec §4)', () => {
    expect(session.isLoggedIn).toBe(false);
    setProfile({ userInfo: {}, extInfo: { money: 0 } });
    expect(session.isLoggedIn).toBe(true);
  });

  it('reads a token stored by another tab or an earlier visit', () => {
    localStorage.setItem('access_token', 'from-storage');
    reloadSessionFromStorage();
    expect(session.accessToken).toBe('from-storage');
  });

  it('recognises agents by isDl', () => {
    expect(isAgentProfile({ userInfo: { isDl: 1 } })).toBe(true);
    expect(isAgentProfile({ userInfo: { isDl: true } })).toBe(true);
    expect(isAgentProfile({ userInfo: { isDl: 0 } })).toBe(false);
    expect(isAgentProfile({ userInfo: {} })).toBe(false);
    expect(isAgentProfile(null)).toBe(false);
  });
});
