// Posters are one per group and turn: their numbers are drawn deterministically from (group, turn),
// and not every group publishes every turn (so some groups show an older turn, as real galleries do).
import { MARK_SIX_NUMBERS } from '@jinli/domain';
import { IMAGES_PREFIX } from '../images/imageUrls';
import { hashText, pickDistinct, seededRandom } from './random';

/** URL of a poster, or of its thumbnail. */
export function posterUrl(itemId: number, thumb = false): string {
  return `${IMAGES_PREFIX}gallery/${itemId}${thumb ? '_thumb' : ''}.svg`;
}

/** The 7 numbers a group's poster shows for a turn. */
export function posterNumbers(groupId: number, turnNum: string): number[] {
  return pickDistinct(seededRandom(`poster:${groupId}:${turnNum}`), MARK_SIX_NUMBERS, 7);
}

/** Whether a group publishes a poster for a turn (about 7 in 10 turns). */
export function publishesTurn(groupId: number, turnNum: string): boolean {
  return hashText(`publish:${groupId}:${turnNum}`) % 10 < 7;
}

/** Minutes after the turn opened at which a group's poster appears (0-179). */
export function publishDelayMinutes(groupId: number, turnNum: string): number {
  return hashText(`delay:${groupId}:${turnNum}`) % 180;
}
