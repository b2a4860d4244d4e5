import { describe, expect, it } from 'vitest';
import {
  contentAudienceOf,
  FIRST_RECHARGE_TARGET,
  isContentFor,
  REGISTER_TARGET,
  shownTo,
} from './audience';

const visitor = { loggedIn: false };
const newPlayer = { loggedIn: true, userType: 'HY', rechMoney: 0 };
// Issue 34: a VIP2 player with ¥10,091 who had recharged.
const vipPlayer = { loggedIn: true, userType: 'HY', rechMoney: 10_000_000 };
const trial = { loggedIn: true, userType: 'TEST', rechMoney: 0 };
const unknownYet = { loggedIn: true, userType: 'HY' };

describe('contentAudienceOf', () => {
  it('reads who a banner or ad is for from where it leads', () => {
    expect(contentAudienceOf(REGISTER_TARGET)).toBe('visitors');
    expect(contentAudienceOf('/auth/register?code=JL8888')).toBe('visitors');
    expect(contentAudienceOf('auth/register')).toBe('visitors');
    expect(contentAudienceOf(FIRST_RECHARGE_TARGET)).toBe('firstRecharge');
    expect(contentAudienceOf('/recharge')).toBe('everyone');
    expect(contentAudienceOf('/promotional')).toBe('everyone');
    expect(contentAudienceOf('')).toBe('everyone');
    expect(contentAudienceOf('https://example.com/auth/register')).toBe('everyone');
  });
});

describe('isContentFor', () => {
  it('offers sign-up to visitors and trial accounts only, never to a signed-in player', () => {
    expect(isContentFor('visitors', visitor)).toBe(true);
    expect(isContentFor('visitors', trial)).toBe(true);
    expect(isContentFor('visitors', newPlayer)).toBe(false);
    expect(isContentFor('visitors', vipPlayer)).toBe(false);
  });

  it('offers a first-recharge bonus only to whoever has not recharged', () => {
    expect(isContentFor('firstRecharge', visitor)).toBe(true);
    expect(isContentFor('firstRecharge', newPlayer)).toBe(true);
    expect(isContentFor('firstRecharge', vipPlayer)).toBe(false);
    // Not known yet (the profile is loading): no offer rather than a wrong one.
    expect(isContentFor('firstRecharge', unknownYet)).toBe(false);
  });

  it('shows everything else to everyone', () => {
    for (const viewer of [visitor, newPlayer, vipPlayer, trial, unknownYet])
      expect(isContentFor('everyone', viewer)).toBe(true);
  });
});

describe('shownTo', () => {
  it('keeps the items a viewer is meant to see, in order', () => {
    const items = [
      { id: 1, redirectUrl: '/game/110' },
      { id: 2, redirectUrl: REGISTER_TARGET },
      { id: 3, redirectUrl: FIRST_RECHARGE_TARGET },
    ];
    expect(shownTo(items, visitor).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(shownTo(items, newPlayer).map((i) => i.id)).toEqual([1, 3]);
    expect(shownTo(items, vipPlayer).map((i) => i.id)).toEqual([1]);
  });
});
