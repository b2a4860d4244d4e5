import { describe, expect, it } from 'vitest';
import {
  GAME_SERVER_COUNT,
  fixedServer,
  gameServerUrls,
  serverListFailover,
  toWebSocketOrigin,
} from './reconnectPolicies';

describe('fixedServer', () => {
  it('retries the same URL after 3 s by default', () => {
    const p = fixedServer('ws://a');
    expect(p.url()).toBe('ws://a');
    expect(p.failed('ws://a')).toBe(3000);
    expect(p.url()).toBe('ws://a');
  });
});

describe('serverListFailover', () => {
  it('drops a failed server, picks another after 1 s, and resets after 5 s when none is left', () => {
    const p = serverListFailover(['a', 'b', 'c'], { random: () => 0.99 });
    expect(p.url()).toBe('c');
    expect(p.failed('c')).toBe(1000);
    expect(p.remaining()).toEqual(['a', 'b']);
    expect(p.url()).toBe('b');
    expect(p.failed('b')).toBe(1000);
    expect(p.url()).toBe('a');
    expect(p.failed('a')).toBe(5000);
    expect(p.remaining()).toEqual([]);
    // The next attempt starts over with the whole list.
    expect(p.url()).toBe('c');
    expect(p.remaining()).toEqual(['a', 'b', 'c']);
  });

  it('picks at random among the remaining servers', () => {
    const values = [0.5, 0];
    const p = serverListFailover(['a', 'b', 'c', 'd'], { random: () => values.shift() ?? 0 });
    expect(p.url()).toBe('c');
    p.failed('c');
    expect(p.url()).toBe('a');
  });

  it('honours custom delays, ignores duplicates and refuses an empty list', () => {
    const p = serverListFailover(['a', 'a'], { nextServerDelayMs: 7, resetDelayMs: 9 });
    expect(p.remaining()).toEqual(['a']);
    expect(p.failed('a')).toBe(9);
    expect(() => serverListFailover([])).toThrow(RangeError);
  });
});

describe('gameServerUrls', () => {
  it('lists /ws-game/1 … /ws-game/40 on the fallback origin when no servers are configured', () => {
    const urls = gameServerUrls([], 'https://jinli.example');
    expect(urls).toHaveLength(GAME_SERVER_COUNT);
    expect(urls[0]).toBe('wss://jinli.example/ws-game/1');
    expect(urls[39]).toBe('wss://jinli.example/ws-game/40');
  });

  it('spreads the ids over the configured servers', () => {
    const urls = gameServerUrls(['ws://a:1/', 'http://b:2'], 'http://ignored', 4);
    expect(urls).toEqual([
      'ws://a:1/ws-game/1',
      'ws://b:2/ws-game/2',
      'ws://a:1/ws-game/3',
      'ws://b:2/ws-game/4',
    ]);
  });

  it('refuses an origin that is not http(s) or ws(s)', () => {
    expect(toWebSocketOrigin('http://x')).toBe('ws://x');
    expect(() => toWebSocketOrigin('ftp://x')).toThrow(RangeError);
  });
});
