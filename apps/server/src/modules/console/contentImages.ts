// 内容 › 图片: what an image field may choose — the banner designs and logos the server draws, and
// pictures operators uploaded — and the upload itself. An upload goes through the chat's image
// pipeline (chat/images.ts: the bytes must be a JPEG, PNG, GIF or WebP, at most 5 MiB and 40 MP,
// decoded and re-encoded so no metadata or trailing bytes survive) and is stored beside chat images
// under an owner no chat identity can have, so no player can send it as a chat message; it is
// served from the chat image path with its sniffed type, nosniff and a sandbox CSP.
import multipart from '@fastify/multipart';
import { CHAT_REFUSAL, ErrorCode } from '@jinli/contract';
import {
  type ConsoleImage,
  CONSOLE_CONTENT_PATHS as PATHS,
  CONSOLE_IMAGE_MAX_BYTES,
} from '@jinli/contract/console';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatImage } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { reencodeImage } from '../chat/images';
import { IMAGE_COLUMNS, imageOf } from '../chat/messages';
import { bannerUrl, LOGO_URL, WIDE_LOGO_URL } from '../images/imageUrls';
import { BANNER_SIZE, bannerDesigns } from '../images/svg';
import { ROLES_ANY, ROLES_OPS } from '../operators/roles';
import { auditedChange, type ConsoleContentKit, signedIn } from './contentDeps';

/** chat_image.owner_id of operators' uploads: not a chat user_id (digits, or 'G' and digits). */
export const CONSOLE_IMAGE_OWNER = 'console';
/** Most uploads listed (newest first). */
const LISTED_UPLOADS = 200;

/** The uploaded file's bytes, or a 400 naming what is wrong (size or type). */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.BAD_REQUEST, CHAT_REFUSAL.imageType);
  try {
    const file = await request.file({
      limits: { fileSize: CONSOLE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    if (!file || file.fieldname !== 'file')
      throw new AppError(ErrorCode.BAD_REQUEST, CHAT_REFUSAL.imageType);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError(ErrorCode.BAD_REQUEST, CHAT_REFUSAL.imageSize);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      code === 'FST_REQ_FILE_TOO_LARGE' ? CHAT_REFUSAL.imageSize : CHAT_REFUSAL.imageType,
    );
  }
}

export function registerContentImageRoutes(app: FastifyInstance, kit: ConsoleContentKit): void {
  app.get(PATHS.images, async (request) => {
    await signedIn(kit, request, ROLES_ANY);
    const uploads = await kit.db
      .select({ ...IMAGE_COLUMNS, createdAt: chatImage.createdAt })
      .from(chatImage)
      .where(
        and(
          eq(chatImage.companyId, await kit.companyId()),
          eq(chatImage.ownerId, CONSOLE_IMAGE_OWNER),
        ),
      )
      .orderBy(desc(chatImage.id))
      .limit(LISTED_UPLOADS);
    const images: ConsoleImage[] = [
      ...uploads.map((row) => ({
        url: imageOf(row).url,
        kind: 'upload' as const,
        width: row.width,
        height: row.height,
      })),
      ...Object.keys(bannerDesigns).map((id) => ({
        url: bannerUrl(Number(id)),
        kind: 'banner' as const,
        ...BANNER_SIZE,
      })),
      { url: LOGO_URL, kind: 'logo' },
      { url: WIDE_LOGO_URL, kind: 'logo' },
    ];
    return ok({ data: images });
  });

  // Multipart only in this scope, with the upload's own body limit (the console's is 64 KiB);
  // loaded with the app's other plugins at ready().
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CONSOLE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    scope.post(
      PATHS.images,
      { bodyLimit: CONSOLE_IMAGE_MAX_BYTES + 64 * 1024 },
      async (request) => {
        const by = await signedIn(kit, request, ROLES_OPS);
        const encoded = await reencodeImage(await uploadedBytes(request));
        const companyId = await kit.companyId();
        const image = await auditedChange(kit, by, [], async (tx) => {
          const [row] = await tx
            .insert(chatImage)
            .values({
              companyId,
              ownerId: CONSOLE_IMAGE_OWNER,
              key: randomBytes(16).toString('hex'),
              ...encoded,
            })
            .returning(IMAGE_COLUMNS);
          const stored: ConsoleImage = {
            url: imageOf(row!).url,
            kind: 'upload',
            width: row!.width,
            height: row!.height,
          };
          return {
            result: stored,
            audit: { action: 'content.image.upload', params: {}, before: null, after: stored },
          };
        });
        return ok(image);
      },
    );
  });
}
