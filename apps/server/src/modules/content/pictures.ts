// Pictures of content rows drawn by the server: template item icons, database document tiles,
// promotion covers and ads, at /sys-upload/images/content/{kind}/{id}.svg. Covers and ads are
// illustrations (images/art.ts) whose motif follows their title.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adSlotItem,
  contentTemplate,
  gameDocument,
  promotion,
  templateItem,
} from '../../db/schema';
import { artSvg, motifFor } from '../images/art';
import { type BrandArt, motifLook, NO_BRAND_ART } from '../images/brandArt';
import { IMAGES_PREFIX } from '../images/imageUrls';
import { ART_COPY, MODAL_CTA } from '../images/texts';
import type { ContentPictures } from './imageRoutes';
import { cardPictureSvg } from './posterSvg';
import { hashText } from './random';

export type ContentPictureKind = 'item' | 'document' | 'promotion' | 'ad';

export function contentPictureUrl(kind: ContentPictureKind, id: number): string {
  return `${IMAGES_PREFIX}content/${kind}/${id}.svg`;
}

/** Two colours of a row's picture, from its text. */
function colours(text: string): { from: string; to: string } {
  const hue = hashText(text) % 360;
  return { from: `hsl(${hue},70%,48%)`, to: `hsl(${(hue + 50) % 360},70%,32%)` };
}

/**
 * The picture makers the image route serves; covers and ads in the brand's style and palettes
 * (`brandArt`, chosen by motif), or in each motif's own without a brand's.
 */
export function contentPictures(db: Db, brandArt: BrandArt = NO_BRAND_ART): ContentPictures {
  return {
    async item(id) {
      const [row] = await db.select().from(templateItem).where(eq(templateItem.id, id));
      if (!row?.iconUrl) return undefined;
      return cardPictureSvg({
        title: row.title,
        subtitle: row.content,
        ...colours(row.title),
        width: 320,
        height: 200,
      });
    },
    async document(id) {
      const [row] = await db
        .select({ subName: gameDocument.subName, name: contentTemplate.name })
        .from(gameDocument)
        .innerJoin(contentTemplate, eq(contentTemplate.id, gameDocument.templateId))
        .where(eq(gameDocument.id, id));
      if (!row) return undefined;
      return cardPictureSvg({
        title: row.subName,
        subtitle: row.name,
        ...colours(row.subName),
        width: 240,
        height: 240,
      });
    },
    async promotion(id) {
      const [row] = await db.select().from(promotion).where(eq(promotion.id, id));
      if (!row) return undefined;
      const motif = motifFor(`${row.name}${row.classifyName}`);
      // The brand's art, not the row's colour: a red 首充 cover was red in the blue and green
      // brands (issue 34). The row's colour still marks the promotion in the lists.
      return artSvg({
        title: row.name,
        subtitle: row.classifyName,
        cta: ART_COPY[motif].cta,
        motif,
        ...motifLook(brandArt, motif),
        width: 690,
        height: 280,
      });
    },
    async ad(id) {
      const [row] = await db.select().from(adSlotItem).where(eq(adSlotItem.id, id));
      if (!row) return undefined;
      const modal = row.slotCode === 'AD11';
      const motif = motifFor(row.title);
      return artSvg({
        title: row.title,
        subtitle: ART_COPY[motif].subtitle,
        cta: modal ? MODAL_CTA : ART_COPY[motif].cta,
        motif,
        ...motifLook(brandArt, motif),
        width: modal ? 600 : 750,
        height: modal ? 800 : 200,
      });
    },
  };
}
