// Chat images (issue 15): an upload is accepted only when its bytes are a JPEG, PNG, GIF or WebP
// (the name and the declared type are ignored), decoded and encoded again by sharp (which drops
// EXIF, GPS and every other metadata, and anything appended after the image), shrunk to at most
// CHAT_IMAGE_MAX_SIDE px, with a thumbnail of at most CHAT_THUMB_MAX_SIDE px. Both live in the
// database and are served from our own path under an unguessable key, with their sniffed type,
// nosniff and a year's cache (a key's bytes never change).
import { CHAT_IMAGE_MAX_BYTES, CHAT_REFUSAL, ErrorCode } from '@jinli/contract';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { chatImage } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { CHAT_IMAGE_PATH, extensionOf, IMAGE_COLUMNS, type ImageRow } from './messages';
import { CHAT_TEXT } from './texts';

/** Longest side of a stored image (px). */
export const CHAT_IMAGE_MAX_SIDE = 2048;
/** Longest side of a thumbnail (px). */
export const CHAT_THUMB_MAX_SIDE = 240;
/** Largest decoded image (pixels): a small file that would decode to gigabytes is refused. */
export const CHAT_IMAGE_MAX_PIXELS = 40_000_000;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** The type the bytes say they are, or null (magic numbers only). */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}

const SHARP_FORMAT: Record<ImageMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface EncodedImage {
  mime: ImageMime;
  data: Buffer;
  width: number;
  height: number;
  thumbMime: ImageMime;
  thumbData: Buffer;
}

const refuseType = () => new AppError(ErrorCode.BAD_REQUEST, CHAT_REFUSAL.imageType);

/** Decodes and re-encodes `bytes` (same type; a GIF keeps its frames); refuses anything else. */
export async function reencodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) {
    throw new AppError(ErrorCode.BAD_REQUEST, CHAT_REFUSAL.imageSize);
  }
  const mime = sniffImage(bytes);
  if (!mime) throw refuseType();
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const input = () =>
    sharp(bytes, { limitInputPixels: CHAT_IMAGE_MAX_PIXELS, animated, failOn: 'error' });
  try {
    const meta = await input().metadata();
    if (meta.format !== SHARP_FORMAT[mime]) throw refuseType();
    const resize = {
      width: CHAT_IMAGE_MAX_SIDE,
      height: CHAT_IMAGE_MAX_SIDE,
      fit: 'inside' as const,
      withoutEnlargement: true,
    };
    // rotate() applies the EXIF orientation before the metadata goes.
    let pipeline = input().rotate().resize(resize);
    pipeline =
      mime === 'image/jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : mime === 'image/png'
          ? pipeline.png({ compressionLevel: 8 })
          : mime === 'image/gif'
            ? pipeline.gif()
            : pipeline.webp({ quality: 85 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    // The thumbnail is the first frame: JPEG for photos, PNG where transparency may matter.
    const thumbMime: ImageMime = mime === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const thumb = sharp(bytes, { limitInputPixels: CHAT_IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...resize, width: CHAT_THUMB_MAX_SIDE, height: CHAT_THUMB_MAX_SIDE });
    const thumbData = await (
      thumbMime === 'image/jpeg' ? thumb.jpeg({ quality: 80 }) : thumb.png()
    ).toBuffer();
    const height = info.pageHeight ?? info.height;
    return { mime, data, width: info.width, height, thumbMime, thumbData };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not decode it: not an image we accept, whatever its first bytes said.
    throw refuseType();
  }
}

/** Stores an encoded image of `ownerId`; answers its row. */
export async function storeImage(
  db: Db,
  companyId: number,
  ownerId: string,
  image: EncodedImage,
): Promise<ImageRow> {
  const [row] = await db
    .insert(chatImage)
    .values({ companyId, ownerId, key: randomBytes(16).toString('hex'), ...image })
    .returning(IMAGE_COLUMNS);
  if (!row) throw new Error('chat image not stored');
  return row;
}

/** GET /chat-api/chat/images/{key}.{ext} and {key}_t.{ext} (the thumbnail). */
export function registerChatImageRoute(
  app: FastifyInstance,
  db: Db,
  companyId: () => Promise<number>,
): void {
  app.get<{ Params: { name: string } }>(`${CHAT_IMAGE_PATH}/:name`, async (request, reply) => {
    const match = /^([a-f0-9]{32})(_t)?\.(jpg|png|gif|webp)$/.exec(request.params.name);
    if (!match) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.imageNotFound);
    const [, key = '', thumb, ext] = match;
    const [row] = await db
      .select()
      .from(chatImage)
      .where(and(eq(chatImage.key, key), eq(chatImage.companyId, await companyId())));
    const mime = thumb ? row?.thumbMime : row?.mime;
    if (!row || !mime || extensionOf(mime) !== ext) {
      throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.imageNotFound);
    }
    return reply
      .header('content-type', mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(thumb ? row.thumbData : row.data);
  });
}
