// GET /sys-upload/images/game/:id.svg: the tile of a lottery game, drawn from its name (DESIGN.md
// §4: images are generated, nothing is fetched from outside).
import { ErrorCode } from '@jinli/contract';
import { markSixColour } from '@jinli/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/AppError';
import { escapeXml } from '../images/svg';
import type { LotteryService } from './service';

const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

const BALL_FILL = { red: '#e53935', blue: '#1e88e5', green: '#43a047' } as const;

/** Centres of the tile's three balls: two below, one above between them. */
const BALL_PLACES: readonly (readonly [number, number])[] = [
  [66, 122],
  [134, 122],
  [100, 66],
];

/**
 * A 200×200 tile: three Mark Six balls of the game's own numbers on its own gradient. No name: the
 * lobby writes it under the tile (the name once, issue 34); the SVG keeps it as its label.
 */
export function gameTileSvg(gameId: number, name: string): string {
  const hue = (gameId * 47) % 360;
  const balls = [gameId % 49 || 49, (gameId * 7) % 49 || 49, (gameId * 13) % 49 || 49]
    .map((n, i) => {
      const [cx, cy] = BALL_PLACES[i]!;
      const fill = BALL_FILL[markSixColour(n) ?? 'red'];
      return (
        `<circle cx="${cx}" cy="${cy}" r="34" fill="${fill}" stroke="#fff" stroke-width="5"/>` +
        `<circle cx="${cx - 11}" cy="${cy - 12}" r="9" fill="#fff" opacity="0.35"/>` +
        `<text x="${cx}" y="${cy + 11}" font-size="30" font-weight="800" fill="#fff" text-anchor="middle" font-family="${FONT}">${String(n).padStart(2, '0')}</text>`
      );
    })
    .join('');
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,32%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="200" height="200" rx="32" fill="url(#g)"/>${balls}` +
    `</svg>`
  );
}

export function registerGameImageRoutes(app: FastifyInstance, lottery: LotteryService): void {
  app.get<{ Params: { file: string } }>('/sys-upload/images/game/:file', async (request, reply) => {
    const match = /^(\d{1,7})\.svg$/.exec(request.params.file);
    if (!match) throw new AppError(ErrorCode.NOT_FOUND);
    const game = await lottery.game(Number(match[1])).catch(() => undefined);
    if (!game) throw new AppError(ErrorCode.NOT_FOUND);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(gameTileSvg(game.id, game.name));
  });
}
