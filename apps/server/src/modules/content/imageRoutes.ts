// GET /sys-upload/images/gallery/{id}.svg (and {id}_thumb.svg): the posters, drawn from their rows.
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

export function registerContentImageRoutes(
  app: FastifyInstance,
  gallery: GalleryService,
  pictures: ContentPictures,
): void {
  app.get<{ Params: { file: string } }>(`${IMAGES_PREFIX}gallery/:file`, async (request, reply) => {
    const match = /^(\d{1,9})(_thumb)?\.svg$/.exec(request.params.file);
    const found = match ? await gallery.poster(Number(match[1])) : undefined;
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
    // A poster never changes once written.
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
