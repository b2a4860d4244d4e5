// Chat image uploads: real images accepted and re-encoded without metadata, with a thumbnail;
// anything else (a text file named .png, a broken image, too large) refused; served from our own
// path with its sniffed type, nosniff and a long cache; sent only by its uploader.
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_REFUSAL,
  chatUploadedImageSchema,
  ErrorCode,
} from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { stopClock } from '../../../test/clock';
import { createTestApp, testAppPerFile } from '../../../test/testApp';
import { dataOf, expectError, freshAddress } from '../../../test/users';
import { sniffImage } from './images';
import { chatGuest, chatPlayer, clientId, LOBBY, setRoom } from './testKit';
import type { ChatPrincipal } from './types';

const files = testAppPerFile({ chat: { availabilityCacheMs: 0 } });

function multipart(
  parts: { field: string; filename?: string; type?: string; data: Buffer | string }[],
): { payload: Buffer; contentType: string } {
  const boundary = `----jinli${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  app: FastifyInstance,
  chatToken: string | undefined,
  data: Buffer | string,
  filename = 'photo.png',
  type = 'image/png',
  field = 'file',
) {
  const body = multipart([{ field, filename, type, data }]);
  return app.inject({
    method: 'POST',
    url: '/chat-api/chat/uploadImage',
    headers: {
      'content-type': body.contentType,
      ...(chatToken ? { authorization: `Bearer ${chatToken}` } : {}),
    },
    payload: body.payload,
    remoteAddress: freshAddress(),
  });
}

const png = (width = 800, height = 600) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

const jpegWithExif = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'GPS-person' } })
    .toBuffer();

describe('POST /chat-api/chat/uploadImage: accepted images, re-encoded and served', () => {
  it('accepts a real PNG, re-encodes it, and serves it and a thumbnail with their sniffed type', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const original = await png();
    const uploaded = chatUploadedImageSchema.parse(
      dataOf(await upload(app, player.chatToken, original)),
    );
    expect(uploaded).toMatchObject({ width: 800, height: 600 });
    expect(uploaded.url).toMatch(/^\/chat-api\/chat\/images\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url: uploaded.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sniffImage(served.rawPayload)).toBe('image/png');
    const thumb = await app.inject({ method: 'GET', url: uploaded.thumbUrl });
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(240);
    // Another extension, or an unknown key, is not found.
    expectError(
      await app.inject({ method: 'GET', url: uploaded.url.replace('.png', '.jpg') }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(
      await app.inject({ method: 'GET', url: `/chat-api/chat/images/${'0'.repeat(32)}.png` }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('accepts an image larger than the JSON body limit but within CHAT_IMAGE_MAX_BYTES', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const noise = Buffer.alloc(900 * 900 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThan(CHAT_IMAGE_MAX_BYTES);
    const uploaded = chatUploadedImageSchema.parse(
      dataOf(await upload(app, player.chatToken, big)),
    );
    expect(uploaded).toMatchObject({ width: 900, height: 900 });
  });

  it('re-encodes a JPEG without its EXIF, whatever name and type it was declared with', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('secret-owner'))).toBe(true);
    const uploaded = chatUploadedImageSchema.parse(
      dataOf(await upload(app, player.chatToken, original, 'a.gif', 'image/gif')),
    );
    expect(uploaded.url).toMatch(/\.jpg$/);
    const served = await app.inject({ method: 'GET', url: uploaded.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });
});

describe('POST /chat-api/chat/uploadImage: refusals and rate limits', () => {
  it('refuses a text file named .png, a broken PNG, a wrong field and a file over the limit', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    expectError(
      await upload(app, player.chatToken, '<script>alert(1)</script>', 'x.png', 'image/png'),
      400,
      ErrorCode.BAD_REQUEST,
      CHAT_REFUSAL.imageType,
    );
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.from('not the rest')]);
    expectError(
      await upload(app, player.chatToken, broken),
      400,
      ErrorCode.BAD_REQUEST,
      CHAT_REFUSAL.imageType,
    );
    expectError(
      await upload(app, player.chatToken, await png(), 'a.png', 'image/png', 'other'),
      400,
      ErrorCode.BAD_REQUEST,
    );
    const huge = Buffer.concat([await png(), Buffer.alloc(CHAT_IMAGE_MAX_BYTES + 1)]);
    expectError(
      await upload(app, player.chatToken, huge),
      400,
      ErrorCode.BAD_REQUEST,
      CHAT_REFUSAL.imageSize,
    );
    const plain = await app.inject({
      method: 'POST',
      url: '/chat-api/chat/uploadImage',
      headers: { authorization: `Bearer ${player.chatToken}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expectError(plain, 400, ErrorCode.BAD_REQUEST);
    expectError(await upload(app, undefined, await png()), 400, ErrorCode.TOKEN_INVALID);
  });

  it('limits uploads per identity and per address', async () => {
    // On an app of its own whose clock stands still: an upload is counted in a fixed window (a
    // minute, an hour) and the one before counts on a sliding scale (19.99 of 20 just after a
    // boundary), so a boundary among the uploads, likelier the slower the machine, lets one more in.
    stopClock();
    const own = await createTestApp({ chat: { availabilityCacheMs: 0 } });
    onTestFinished(() => own.close());
    const { app, database } = own;
    const tiny = await png(8, 8);
    const address = '10.251.0.9';
    const players = await Promise.all([0, 1, 2, 3].map(() => chatPlayer(app, database.db)));
    const from = (token: string) => {
      const body = multipart([{ field: 'file', filename: 'a.png', type: 'image/png', data: tiny }]);
      return app.inject({
        method: 'POST',
        url: '/chat-api/chat/uploadImage',
        headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
        payload: body.payload,
        remoteAddress: address,
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await from(players[0]!.chatToken)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    for (const player of players.slice(1)) {
      for (let i = 0; i < 13; i++) expect((await from(player.chatToken)).statusCode).toBe(200);
    }
    // 20 + 39 = 59 accepted from the address; one more, then it is closed for everyone there.
    expect((await from(players[3]!.chatToken)).statusCode).toBe(200);
    expectError(
      await from(players[3]!.chatToken),
      429,
      ErrorCode.TOO_MANY_REQUESTS,
      CHAT_REFUSAL.flood,
    );
  });
});

describe('POST /chat-api/chat/uploadImage: image messages by the uploader only', () => {
  it("sends an image message with the uploader's own image_id only", async () => {
    const { app, database } = files.t;
    await setRoom(database.db, LOBBY, { secPerMess: 0 });
    const player = await chatPlayer(app, database.db);
    const other = await chatPlayer(app, database.db);
    const uploaded = chatUploadedImageSchema.parse(
      dataOf(await upload(app, player.chatToken, await png(300, 200))),
    );
    const as = async (token: string) =>
      (await app.chatService.authenticate(token, false)) as ChatPrincipal;
    const input = { room_id: LOBBY, type: 'image' as const, body: '', image_id: uploaded.image_id };
    await expect(
      app.chatService.sendRoom(await as(other.chatToken), { ...input, client_id: clientId() }),
    ).rejects.toMatchObject({ code: ErrorCode.BAD_REQUEST });
    const message = await app.chatService.sendRoom(await as(player.chatToken), {
      ...input,
      client_id: clientId(),
    });
    expect(message.content).toMatchObject({
      type: 'image',
      body: '',
      image: { url: uploaded.url, thumbUrl: uploaded.thumbUrl, width: 300, height: 200 },
    });
    // Guests upload for customer service too.
    const guest = await chatGuest(app);
    chatUploadedImageSchema.parse(dataOf(await upload(app, guest.chatToken, await png(50, 50))));
  });
});
