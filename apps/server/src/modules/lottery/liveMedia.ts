// HLS media of the live draws, from the one short clip shipped in assets/live (a drawn Mark Six
// machine, made by scripts/make-live-clip.mjs): the clip's segments, a looping live playlist for the site stream
// and each game's live draw (a sliding window of segments with discontinuities where the loop
// restarts, no ENDLIST while the draw is on), and a VOD playlist as the replay of each finished
// live draw. Playlists are computed per request from the clock and the database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAW_NUMBER_COUNT, ErrorCode } from '@jinli/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/AppError';
import { packageRoot } from '../../paths';
import { LIVE_PREFIX, LIVESTREAM_URL } from '../../web/mediaUrls';
import type { LotteryService } from './service';

/** Segments in a live playlist window. */
export const LIVE_WINDOW_SEGMENTS = 3;
/** A game's live playlist stays available this long after the draw ends (ms), then ENDLIST'ed. */
export const LIVE_TAIL_MS = 60_000;

/** Message when a game has no live draw on. */
export const LIVE_ENDED_MSG = '直播已结束';
/** Message when a turn has no replay. */
export const NO_REPLAY_MSG = '暂无视频资源，请稍后观看';

export interface ClipSegment {
  /** File name in assets/live (.mpegts, so that TypeScript tooling ignores it). */
  file: string;
  /** Name it is served under (.ts). */
  name: string;
  /** Seconds. */
  duration: number;
}

/** The folder of the shipped clip. */
export function clipFolder(): string {
  return join(packageRoot(), 'assets', 'live');
}

/** The segments of an HLS media playlist text. */
export function parseClipPlaylist(text: string): ClipSegment[] {
  const segments: ClipSegment[] = [];
  let duration: number | undefined;
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) duration = Number(inf[1]);
    else if (line && !line.startsWith('#') && duration !== undefined) {
      segments.push({ file: line, name: line.replace(/\.mpegts$/, '.ts'), duration });
      duration = undefined;
    }
  }
  if (segments.length === 0) throw new Error('the live clip playlist lists no segments');
  return segments;
}

const segmentUrl = (segment: ClipSegment) => `${LIVE_PREFIX}${segment.name}`;

/** The clip once, start to end (replays). */
export function vodPlaylist(segments: readonly ClipSegment[]): string {
  const target = Math.ceil(Math.max(...segments.map((s) => s.duration)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...segments.flatMap((s) => [`#EXTINF:${s.duration.toFixed(3)},`, segmentUrl(s)]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * A live window over the clip looped since `startMs`, as seen at `nowMs`: the last
 * LIVE_WINDOW_SEGMENTS segments that have begun; `ended` appends ENDLIST. Every loop restart is a
 * discontinuity (the clip's timestamps start over).
 */
export function livePlaylist(
  segments: readonly ClipSegment[],
  startMs: number,
  nowMs: number,
  ended = false,
): string {
  const loopMs = segments.reduce((sum, s) => sum + s.duration * 1000, 0);
  const elapsed = Math.max(0, nowMs - startMs);
  // Index (from the stream's start) of the segment playing now.
  let current = Math.floor(elapsed / loopMs) * segments.length;
  let offset = elapsed % loopMs;
  for (const s of segments) {
    if (offset < s.duration * 1000) break;
    offset -= s.duration * 1000;
    current++;
  }
  const first = Math.max(0, current - LIVE_WINDOW_SEGMENTS + 1);
  const target = Math.ceil(Math.max(...segments.map((s) => s.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / segments.length)}`,
  ];
  for (let i = first; i <= current; i++) {
    const segment = segments[i % segments.length]!;
    if (i > first && i % segments.length === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segmentUrl(segment));
  }
  if (ended) lines.push('#EXT-X-ENDLIST');
  lines.push('');
  return lines.join('\n');
}

function sendPlaylist(reply: FastifyReply, text: string, cacheSeconds: number): FastifyReply {
  return reply
    .type('application/vnd.apple.mpegurl')
    .header('cache-control', cacheSeconds > 0 ? `public, max-age=${cacheSeconds}` : 'no-cache')
    .send(text);
}

export function registerLiveMediaRoutes(
  app: FastifyInstance,
  lottery: LotteryService,
  clock: () => number = Date.now,
): void {
  const folder = clipFolder();
  const segments = parseClipPlaylist(readFileSync(join(folder, 'clip.m3u8'), 'utf8'));
  const files = new Map(segments.map((s) => [s.name, readFileSync(join(folder, s.file))]));

  app.get<{ Params: { file: string } }>(`${LIVE_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const data = files.get(file);
    if (data) {
      return reply.type('video/mp2t').header('cache-control', 'public, max-age=86400').send(data);
    }
    // The site stream: the clip looped since midnight UTC, so every instance serves the same window.
    if (`${LIVE_PREFIX}${file}` === LIVESTREAM_URL) {
      const now = clock();
      return sendPlaylist(reply, livePlaylist(segments, now - (now % 86_400_000), now), 0);
    }
    throw new AppError(ErrorCode.NOT_FOUND);
  });

  app.get<{ Params: { gameId: string } }>(
    `${LIVE_PREFIX}:gameId/live.m3u8`,
    async (request, reply) => {
      const gameId = /^\d{1,7}$/.test(request.params.gameId) ? Number(request.params.gameId) : 0;
      const game = await lottery.game(gameId).catch(() => undefined);
      if (!game?.live) throw new AppError(ErrorCode.NOT_FOUND);
      const draw = await lottery.latestDrawRow(gameId);
      const now = clock();
      const start = draw?.openAt.getTime() ?? 0;
      const endsAt = start + (DRAW_NUMBER_COUNT + 1) * game.revealIntervalSeconds * 1000;
      if (!draw || (!draw.streaming && now > endsAt + LIVE_TAIL_MS))
        throw new AppError(ErrorCode.NOT_FOUND, LIVE_ENDED_MSG);
      return sendPlaylist(reply, livePlaylist(segments, start, now, !draw.streaming), 0);
    },
  );

  app.get<{ Params: { gameId: string; file: string } }>(
    `${LIVE_PREFIX}:gameId/replay/:file`,
    async (request, reply) => {
      const gameId = /^\d{1,7}$/.test(request.params.gameId) ? Number(request.params.gameId) : 0;
      const turn = /^(\d{1,20})\.m3u8$/.exec(request.params.file)?.[1];
      const draw = gameId && turn ? await lottery.draw(gameId, turn) : undefined;
      if (!draw || draw.streaming || !draw.replayUrl)
        throw new AppError(ErrorCode.NOT_FOUND, NO_REPLAY_MSG);
      return sendPlaylist(reply, vodPlaylist(segments), 3600);
    },
  );
}
