// Generated pictures of the lobby (nothing is fetched): a square tile and, for live and sport, a
// wide picture per third-party game, and an icon per category. Drawn from the game's name and
// category; the colours follow the game id.
import { ErrorCode, type GameCategory, GAME_CATEGORY_TYPES } from '@jinli/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/AppError';
import { escapeXml } from '../images/svg';
import type { CompanyService } from '../company/service';
import { GAME_IMAGES_PREFIX } from '../../web/mediaUrls';
import { gameEmblem, hallBadge, slugOf } from './gameEmblems';
import type { LobbyService } from './lobby';

const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

/** A small picture of the category, centred on (cx, cy) at `scale` (drawn in a 100×100 box). */
function emblem(category: string, cx: number, cy: number, scale: number): string {
  const g = (body: string) =>
    `<g transform="translate(${cx - 50 * scale},${cy - 50 * scale}) scale(${scale})">${body}</g>`;
  switch (category) {
    case 'electronic':
      return g(
        `<rect x="10" y="22" width="80" height="56" rx="10" fill="#fff3" stroke="#fff" stroke-width="4"/>` +
          [22, 50, 78]
            .map(
              (x) =>
                `<text x="${x}" y="62" font-size="26" font-weight="900" fill="#ffd54f" text-anchor="middle" font-family="${FONT}">7</text>`,
            )
            .join(''),
      );
    case 'fish':
      return g(
        `<path d="M14 50 Q40 18 70 50 Q40 82 14 50 Z" fill="#ffb74d" stroke="#fff" stroke-width="4"/>` +
          `<path d="M70 50 L92 32 L92 68 Z" fill="#ff8a65" stroke="#fff" stroke-width="4"/>` +
          `<circle cx="30" cy="46" r="4" fill="#263238"/>`,
      );
    case 'card':
      return g(
        `<rect x="18" y="14" width="46" height="66" rx="6" fill="#fff" transform="rotate(-12 41 47)"/>` +
          `<rect x="38" y="20" width="46" height="66" rx="6" fill="#fff" stroke="#c62828" stroke-width="3"/>` +
          `<text x="61" y="62" font-size="30" font-weight="900" fill="#c62828" text-anchor="middle" font-family="${FONT}">A</text>`,
      );
    case 'live':
      return g(
        `<circle cx="30" cy="50" r="24" fill="#c62828" stroke="#fff" stroke-width="4"/>` +
          `<circle cx="70" cy="50" r="24" fill="#1565c0" stroke="#fff" stroke-width="4"/>` +
          `<text x="30" y="60" font-size="26" font-weight="900" fill="#fff" text-anchor="middle" font-family="${FONT}">龙</text>` +
          `<text x="70" y="60" font-size="26" font-weight="900" fill="#fff" text-anchor="middle" font-family="${FONT}">虎</text>`,
      );
    case 'sport':
      return g(
        `<circle cx="50" cy="50" r="34" fill="#fff" stroke="#263238" stroke-width="4"/>` +
          `<path d="M50 30 L66 42 L60 62 L40 62 L34 42 Z" fill="#263238"/>`,
      );
    case 'lottery':
      return g(
        [
          [30, '#e53935'],
          [50, '#1e88e5'],
          [70, '#43a047'],
        ]
          .map(
            ([x, fill]) =>
              `<circle cx="${x}" cy="50" r="16" fill="${fill}" stroke="#fff" stroke-width="3"/>`,
          )
          .join(''),
      );
    default:
      return g(
        `<path d="M50 10 C62 34 86 40 70 66 C64 78 54 88 50 90 C46 88 36 78 30 66 C14 40 38 34 50 10 Z" fill="#ff7043" stroke="#fff" stroke-width="4"/>`,
      );
  }
}

const CATEGORY_HUE: Record<string, number> = {
  hot: 8,
  lottery: 350,
  fish: 195,
  electronic: 280,
  card: 140,
  live: 30,
  sport: 110,
};

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    body +
    `</svg>`
  );
}

function gradient(hue: number): string {
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},72%,48%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360},78%,30%)"/>` +
    `</linearGradient></defs>`
  );
}

/**
 * A hall's badge (A, VIP…) in the tile's top left corner (the lobby puts its follow star in the
 * right one).
 */
function badge(text: string): string {
  const width = 12 + 16 * [...text].length;
  return (
    `<rect x="14" y="14" width="${width}" height="36" rx="18" fill="#ffd54f" stroke="#fff" stroke-width="3"/>` +
    `<text x="${14 + width / 2}" y="40" font-size="22" font-weight="900" fill="#5d4037" text-anchor="middle" font-family="${FONT}">${escapeXml(text)}</text>`
  );
}

/**
 * A 200×200 tile: the game's own picture (gameEmblems.ts), or its category's, large on a
 * gradient. No name: the lobby writes it under the tile (the name once, issue 34); the SVG keeps it
 * as its accessible label.
 */
export function liveGameTileSvg(
  gameId: number,
  name: string,
  category: string,
  gameCode: string,
): string {
  const hue = ((CATEGORY_HUE[category] ?? 0) + ((gameId * 37) % 60) - 30 + 360) % 360;
  const slug = slugOf(gameCode);
  const hall = hallBadge(category, slug);
  return svg(
    200,
    200,
    name,
    gradient(hue) +
      `<rect width="200" height="200" rx="32" fill="url(#g)"/>` +
      `<circle cx="100" cy="100" r="78" fill="#ffffff1a"/>` +
      gamePicture(category, slug, 100, 100, 1.56) +
      (hall ? badge(hall) : ''),
  );
}

/** The game's own picture (gameEmblems.ts) centred on (cx, cy) at `scale`, or its category's. */
function gamePicture(
  category: string,
  slug: string,
  cx: number,
  cy: number,
  scale: number,
): string {
  const own = gameEmblem(category, slug);
  return own
    ? `<g transform="translate(${cx - 50 * scale},${cy - 50 * scale}) scale(${scale})">${own}</g>`
    : emblem(category, cx, cy, scale);
}

/**
 * A 690×260 picture for the one-column categories (live, sport): the game's picture and what kind
 * of table it is. No name: the lobby writes it over the picture's lower left.
 */
export function liveGameWideSvg(
  gameId: number,
  name: string,
  category: string,
  gameCode: string,
): string {
  const hue = ((CATEGORY_HUE[category] ?? 0) + ((gameId * 37) % 60) - 30 + 360) % 360;
  const slug = slugOf(gameCode);
  const tag = category === 'live' ? '真人荷官 · 每局20秒' : '虚拟赛事 · 即时开奖';
  const hall = hallBadge(category, slug);
  return svg(
    690,
    260,
    name,
    gradient(hue) +
      `<rect width="690" height="260" rx="24" fill="url(#g)"/>` +
      `<circle cx="600" cy="40" r="120" fill="#ffffff14"/><circle cx="80" cy="250" r="90" fill="#ffffff10"/>` +
      gamePicture(category, slug, 540, 130, 1.9) +
      `<text x="48" y="92" font-size="30" font-weight="700" fill="#ffffffe0" font-family="${FONT}">${tag}</text>` +
      (hall ? `<g transform="translate(34,100)">${badge(hall)}</g>` : ''),
  );
}

/** A 96×96 category icon. */
export function categoryIconSvg(type: GameCategory, name: string): string {
  const hue = CATEGORY_HUE[type] ?? 0;
  return svg(
    96,
    96,
    name,
    gradient(hue) +
      `<rect width="96" height="96" rx="24" fill="url(#g)"/>` +
      emblem(type, 48, 48, 0.72),
  );
}

function send(reply: FastifyReply, body: string, maxAge: number) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

export function registerGameImageRoutes(
  app: FastifyInstance,
  lobby: LobbyService,
  company: CompanyService,
): void {
  app.get<{ Params: { type: string } }>(
    `${GAME_IMAGES_PREFIX}category/:type`,
    async (request, reply) => {
      const type = /^([a-z]+)\.svg$/.exec(request.params.type)?.[1];
      if (!type || !(GAME_CATEGORY_TYPES as readonly string[]).includes(type))
        throw new AppError(ErrorCode.NOT_FOUND);
      const categories = await lobby.categories((await company.current()).id);
      const name = categories.find((c) => c.type === type)?.name ?? type;
      return send(reply, categoryIconSvg(type as GameCategory, name), 3600);
    },
  );
  app.get<{ Params: { file: string } }>(`${GAME_IMAGES_PREFIX}:file`, async (request, reply) => {
    const match = /^(\d{1,9})(_wide)?\.svg$/.exec(request.params.file);
    if (!match) throw new AppError(ErrorCode.NOT_FOUND);
    const game = await lobby.liveGameById((await company.current()).id, Number(match[1]));
    if (!game) throw new AppError(ErrorCode.NOT_FOUND);
    const body = match[2]
      ? liveGameWideSvg(game.gameId, game.gameName, game.category, game.gameCode)
      : liveGameTileSvg(game.gameId, game.gameName, game.category, game.gameCode);
    return send(reply, body, 3600);
  });
}
