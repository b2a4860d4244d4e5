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
import { artSvg, darken, MOTIF_PALETTES, motifFor } from '../images/art';
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

/** The picture makers the image route serves. */
export function contentPictures(db: Db): ContentPictures {
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
      // The promotion's own colour, deepening to the bottom right.
      const own = darken(row.color, 0.55);
      return artSvg({
        title: row.name,
        subtitle: row.classifyName,
        cta: ART_COPY[motif].cta,
        motif,
        from: own ? row.color : MOTIF_PALETTES[motif].from,
        to: own ?? MOTIF_PALETTES[motif].to,
        accent: MOTIF_PALETTES[motif].accent,
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
        ...MOTIF_PALETTES[motif],
        width: modal ? 600 : 750,
        height: modal ? 800 : 200,
      });
    },
  };
}
