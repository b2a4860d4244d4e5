// Pictures the server draws for a content row (content/pictures.ts: ads and promotion covers, drawn
// from their text): an image field left empty asks for one. Its URL carries a version from the text
// it is drawn from, because the picture is cached by browsers for an hour (content/imageRoutes.ts):
// a renamed ad gets a new URL, so the players see the new picture at once.
import { type ContentPictureKind, contentPictureUrl } from '../content/pictures';
import { hashText } from '../content/random';

/** The drawn picture of row `id` of `kind`, versioned by `text` (what the picture shows). */
export const drawnUrl = (kind: ContentPictureKind, id: number, text: string) =>
  `${contentPictureUrl(kind, id)}?v=${hashText(text).toString(36)}`;

/** Whether `url` is the drawn picture of row `id` (any version). */
export const isDrawn = (url: string, kind: ContentPictureKind, id: number) =>
  url.split('?')[0] === contentPictureUrl(kind, id);

/**
 * The image a row keeps after a change: a new one if given ('' asks for the drawn one), else the
 * drawn one again when the row had it (its text may have changed), else the one it had.
 */
export function imageAfter(
  kind: ContentPictureKind,
  id: number,
  current: string,
  given: string | undefined,
  text: string,
): string {
  if (given === '' || (given === undefined && isDrawn(current, kind, id)))
    return drawnUrl(kind, id, text);
  return given ?? current;
}
