// GET /sys-upload/images/banner/:id.svg and /sys-upload/images/logo[-wide].svg: images drawn by
// svg.ts. The wide logo carries the company's name, so it is read from the database.
import { ErrorCode } from '@jinli/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/AppError';
import type { CompanyService } from '../company/service';
import { type BrandArt, NO_BRAND_ART, seriesLook } from './brandArt';
import { IMAGES_PREFIX, LOGO_URL, WIDE_LOGO_URL } from './imageUrls';
import { bannerDesigns, bannerSvg, logoSvg } from './svg';

function sendSvg(reply: FastifyReply, svg: string, maxAgeSeconds: number): string {
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('x-content-type-options', 'nosniff');
  return svg;
}

/** Registers the drawn images; banners in the brand's style, and its palettes when it has some. */
export function registerImageRoutes(
  app: FastifyInstance,
  company: CompanyService,
  brandArt: BrandArt = NO_BRAND_ART,
): void {
  app.get<{ Params: { file: string } }>(`${IMAGES_PREFIX}banner/:file`, async (request, reply) => {
    const match = /^(\d{1,6})\.svg$/.exec(request.params.file);
    const id = Number(match?.[1]);
    const design = match ? bannerDesigns[id] : undefined;
    if (!design) throw new AppError(ErrorCode.NOT_FOUND);
    return sendSvg(reply, bannerSvg({ ...design, ...seriesLook(brandArt, id) }), 86_400);
  });
  app.get(LOGO_URL, async (_request, reply) => sendSvg(reply, logoSvg('mark', ''), 86_400));
  // The name can change in the database, so caches revalidate.
  app.get(WIDE_LOGO_URL, async (_request, reply) =>
    sendSvg(reply, logoSvg('wide', (await company.current()).name), 0),
  );
}
