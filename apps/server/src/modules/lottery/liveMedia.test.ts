import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { lotteryGame } from '../../db/schema';
import { createDrawEngine, type DrawEngine } from './engine';
import {
  clipFolder,
  livePlaylist,
  NO_REPLAY_MSG,
  parseClipPlaylist,
  vodPlaylist,
} from './liveMedia';
import { LIVESTREAM_URL, liveStreamUrl, replayUrl } from '../../web/mediaUrls';
import { timeZoneSource } from '../config/timeZone';

const segments = parseClipPlaylist(readFileSync(join(clipFolder(), 'clip.m3u8'), 'utf8'));

describe('the shipped clip', () => {
  it('is a small HLS clip of MPEG-TS segments', () => {
    expect(segments.length).toBeGreaterThanOrEqual(2);
    let bytes = 0;
    for (const segment of segments) {
      const data = readFileSync(join(clipFolder(), segment.file));
      bytes += statSync(join(clipFolder(), segment.file)).size;
      // Transport stream packets are 188 bytes, each starting with the sync byte 0x47.
      expect(data.length % 188).toBe(0);
      expect(data[0]).toBe(0x47);
      expect(data[188]).toBe(0x47);
      expect(segment.duration).toBeGreaterThan(0);
    }
    // Small enough to ship in the repository (issue 18: under 300 KiB).
    expect(bytes).toBeLessThan(300 * 1024);
  });
});

describe('playlists', () => {
  const clip = [
    { file: 'a.mpegts', name: 'a.ts', duration: 4 },
    { file: 'b.mpegts', name: 'b.ts', duration: 4 },
    { file: 'c.mpegts', name: 'c.ts', duration: 4 },
  ];

  it('a VOD playlist lists the clip once and ends', () => {
    const text = vodPlaylist(clip);
    expect(text.split('\n').filter((l) => l.endsWith('.ts'))).toEqual([
      '/sys-upload/live/a.ts',
      '/sys-upload/live/b.ts',
      '/sys-upload/live/c.ts',
    ]);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('a live playlist slides over the looped clip with discontinuities at each restart', () => {
    expect(livePlaylist(clip, 0, 1_000)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-MEDIA-SEQUENCE:0\n' +
        '#EXT-X-DISCONTINUITY-SEQUENCE:0\n#EXTINF:4.000,\n/sys-upload/live/a.ts\n',
    );
    const later = livePlaylist(clip, 0, 17_000); // segment 4 (b.ts of the second loop) playing
    expect(later).toContain('#EXT-X-MEDIA-SEQUENCE:2');
    expect(later).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
    expect(later.split('\n').filter((l) => l.endsWith('.ts'))).toEqual([
      '/sys-upload/live/c.ts',
      '/sys-upload/live/a.ts',
      '/sys-upload/live/b.ts',
    ]);
    expect(later.indexOf('#EXT-X-DISCONTINUITY\n')).toBeGreaterThan(later.indexOf('c.ts'));
    expect(later).not.toContain('ENDLIST');
    const next = livePlaylist(clip, 0, 29_000); // segment 7
    expect(next).toContain('#EXT-X-MEDIA-SEQUENCE:5');
    expect(next).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(livePlaylist(clip, 0, 29_000, true).trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});

describe('live media routes', () => {
  let t: TestApp;
  let engine: DrawEngine;
  let now = Date.parse('2026-11-21T12:29:00Z'); // 20:29 Shanghai

  beforeAll(async () => {
    t = await createTestApp({ lottery: { clock: () => now } });
    engine = createDrawEngine({
      db: t.database.db,
      timeZone: timeZoneSource(t.database.db, 'jinli'),
      clock: () => now,
    });
    await engine.tick();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the segments and the looping site stream', async () => {
    const segment = await get(`/sys-upload/live/${segments[0]!.name}`);
    expect(segments[0]!.name).toMatch(/\.ts$/);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47);
    const stream = await get(LIVESTREAM_URL);
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/mpegurl/);
    expect(stream.body).toMatch(/^#EXTM3U/);
    expect(stream.body).not.toContain('ENDLIST');
    for (const url of [
      '/sys-upload/live/nothing.ts',
      '/sys-upload/live/..%2Fclip.m3u8',
      `/sys-upload/live/${segments[0]!.file}`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('serves a game live playlist only while its draw is on (and shortly after, ended)', async () => {
    expect((await get(liveStreamUrl(110))).statusCode).toBe(404);
    now = Date.parse('2026-11-21T12:30:00Z');
    await engine.tick();
    now += 9_000;
    const live = await get(liveStreamUrl(110));
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(live.body.split('\n').filter((l) => l.endsWith('.ts'))).toHaveLength(3);
    expect(live.body).not.toContain('ENDLIST');
    const [game] = await t.database.db.select().from(lotteryGame).where(eq(lotteryGame.id, 110));
    now = Date.parse('2026-11-21T12:30:00Z') + 8 * game!.revealIntervalSeconds * 1000;
    await engine.tick();
    const ended = await get(liveStreamUrl(110));
    expect(ended.statusCode).toBe(200);
    expect(ended.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    now += 120_000;
    expect((await get(liveStreamUrl(110))).statusCode).toBe(404);
    // Games without video have no live stream.
    expect((await get(liveStreamUrl(71))).statusCode).toBe(404);
  });

  it('serves the replay of a finished live draw and nothing for other turns', async () => {
    const replay = await get(replayUrl(110, '2026325'));
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(vodPlaylist(segments));
    const missing = await get(replayUrl(110, '2026999'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'SYS/NOT_FOUND', msg: NO_REPLAY_MSG });
    for (const url of [
      replayUrl(71, '202611211229'),
      '/sys-upload/live/110/replay/x.m3u8',
      '/sys-upload/live/abc/replay/2026325.m3u8',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});
