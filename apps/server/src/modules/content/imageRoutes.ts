// GET /sys-upload/images/gallery/{id}.svg (and {id}_thumb.svg): the posters, drawn from their rows
// (and kept drawn: posterCache).
// GET /sys-upload/images/content/{kind}/{id}.svg: promotion covers, ads and template icons.
import { ErrorCode } from '@jinli/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/AppError';
import { IMAGES_PREFIX } from '../images/imageUrls';
import type { GalleryService } from './galleryService';
import { posterSvg } from './posterSvg';

export function sendSvg(reply: FastifyReply, svg: string, maxAgeSeconds: number): string {
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('x-content-type-options', 'nosniff');
  return svg;
}

/** Picture makers by kind for /sys-upload/images/content/{kind}/{id}.svg; undefined = no such row. */
export type ContentPictures = Record<string, (id: number) => Promise<string | undefined>>;

/**
 * Posters kept drawn, by file name. A gallery screen loads 30 of them at once and each cost a query
 * and ~10 ms of this process (measured on a warm server, 3-5x a cached API answer); a poster never
 * changes once written, so the drawing is kept like its one-day HTTP cache, the least recently asked
 * for going first (a thumbnail is ~2 KB of text: 2,000 of them are a few MB).
 */
export const POSTER_CACHE_ENTRIES = 2_000;

/** A bounded least-recently-used map of drawn posters. */
export function posterCache(maxEntries = POSTER_CACHE_ENTRIES) {
  const drawn = new Map<string, string>();
  return {
    get(file: string): string | undefined {
      const svg = drawn.get(file);
      if (svg !== undefined) {
        drawn.delete(file); // to the end: most recently asked for
        drawn.set(file, svg);
      }
      return svg;
    },
    set(file: string, svg: string): void {
      drawn.set(file, svg);
      if (drawn.size > maxEntries) drawn.delete(drawn.keys().next().value as string);
    },
  };
}

export function registerContentImageRoutes(
  app: FastifyInstance,
  gallery: Pick<GalleryService, 'poster'>,
  pictures: ContentPictures,
  posters = posterCache(),
): void {
  app.get<{ Params: { file: string } }>(`${IMAGES_PREFIX}gallery/:file`, async (request, reply) => {
    const { file } = request.params;
    const cached = posters.get(file);
    // A poster never changes once written.
    if (cached !== undefined) return sendSvg(reply, cached, 86_400);
    const match = /^(\d{1,9})(_thumb)?\.svg$/.exec(file);
    const found = match ? await gallery.poster(Number(match[1])) : undefined;
    // Not kept: a poster of the turn on sale may be written later under that number.
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    const svg = posterSvg(
      {
        name: found.group.name,
        gameName: found.gameName,
        turnNum: found.item.turnNum,
        numbers: found.item.numbers,
        groupType: found.group.groupType,
        hue: found.group.hue,
      },
      match?.[2] !== undefined,
    );
    posters.set(file, svg);
    return sendSvg(reply, svg, 86_400);
  });
  app.get<{ Params: { kind: string; file: string } }>(
    `${IMAGES_PREFIX}content/:kind/:file`,
    async (request, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      const make = Object.hasOwn(pictures, request.params.kind)
        ? pictures[request.params.kind]
        : undefined;
      const svg = match && make ? await make(Number(match[1])) : undefined;
      if (svg === undefined) throw new AppError(ErrorCode.NOT_FOUND);
      return sendSvg(reply, svg, 3_600);
    },
  );
}
