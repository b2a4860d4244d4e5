// The poster route keeps what it drew: a screen of 30 posters asked again costs no query.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { GalleryService } from './galleryService';
import { posterCache, registerContentImageRoutes } from './imageRoutes';

type Poster = NonNullable<Awaited<ReturnType<GalleryService['poster']>>>;

/** A gallery with posters 1-9 (and none else), counting its reads. */
function countingGallery() {
  const reads: number[] = [];
  const gallery: Pick<GalleryService, 'poster'> = {
    async poster(itemId) {
      reads.push(itemId);
      if (itemId > 9) return undefined;
      return {
        item: { turnNum: `2026${String(itemId).padStart(3, '0')}`, numbers: [1, 2, 3, 4, 5, 6, 7] },
        group: { name: `图${itemId}`, groupType: 1, hue: 30 },
        gameName: '澳门六合彩',
      } as unknown as Poster;
    },
  };
  return { gallery, reads };
}

async function appWith(gallery: Pick<GalleryService, 'poster'>, entries?: number) {
  const app = Fastify();
  registerContentImageRoutes(app, gallery, {}, posterCache(entries));
  await app.ready();
  return app;
}

describe('poster images', () => {
  it('draws a poster once and answers it again from memory, thumbnail apart', async () => {
    const { gallery, reads } = countingGallery();
    const app = await appWith(gallery);
    const first = await app.inject({ url: '/sys-upload/images/gallery/3_thumb.svg' });
    const again = await app.inject({ url: '/sys-upload/images/gallery/3_thumb.svg' });
    const full = await app.inject({ url: '/sys-upload/images/gallery/3.svg' });
    expect([first.statusCode, again.statusCode, full.statusCode]).toEqual([200, 200, 200]);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body).toContain('图3');
    expect(full.body).not.toBe(first.body);
    expect(reads).toEqual([3, 3]);
    await app.close();
  });

  it('does not keep a missing poster (it may be written later) nor odd names', async () => {
    const { gallery, reads } = countingGallery();
    const app = await appWith(gallery);
    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ url: '/sys-upload/images/gallery/12.svg' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/sys-upload/images/gallery/x.svg' })).statusCode).toBe(404);
    }
    expect(reads).toEqual([12, 12]);
    await app.close();
  });

  it('lets the least recently asked for go first when full', async () => {
    const { gallery, reads } = countingGallery();
    const app = await appWith(gallery, 2);
    for (const id of [1, 2, 1, 3, 1, 2]) {
      expect((await app.inject({ url: `/sys-upload/images/gallery/${id}.svg` })).statusCode).toBe(
        200,
      );
    }
    // 1 and 2 kept; 1 asked again; 3 drops 2 (least recent); 1 still kept; 2 drawn again.
    expect(reads).toEqual([1, 2, 3, 2]);
    await app.close();
  });
});
