// The posters of the turn on sale, written the first time a game's gallery is read in that turn:
// insert-if-missing, so several instances (or two reads at once) write each poster once. Each
// poster is dated when its group publishes it (a delay after the turn opened, never later than
// now). The turn already written is remembered per company and game, so later reads of the turn
// skip the work; a fresh instance just writes nothing new.
import { and, eq } from 'drizzle-orm';
import { galleryGroup, galleryItem } from '../../db/schema';
import { GALLERY_GAME_IDS } from './demo/galleryDemo';
import type { GalleryServiceDeps } from './galleryContext';
import { posterNumbers, publishDelayMinutes, publishesTurn } from './galleryPosters';

export function createPosterWriter({ db, lottery, turns, now }: GalleryServiceDeps) {
  /** `${companyId}:${gameId}` → turn whose posters are written. */
  const postedTurn = new Map<string, string>();

  return async function ensureCurrentPosters(companyId: number, gameId: number): Promise<void> {
    if (!(GALLERY_GAME_IDS as readonly number[]).includes(gameId)) return;
    const at = now();
    const game = await lottery.game(gameId).catch(() => undefined);
    if (!game) return;
    const { current, past } = await turns(game, 1, at);
    const key = `${companyId}:${gameId}`;
    if (postedTurn.get(key) === current.turnNum) return;
    const opened = past[0]?.at ?? at;
    const groups = await db
      .select({ id: galleryGroup.id })
      .from(galleryGroup)
      .where(and(eq(galleryGroup.companyId, companyId), eq(galleryGroup.gameId, gameId)));
    const rows = groups
      .filter((g) => publishesTurn(g.id, current.turnNum))
      .map((g) => ({
        groupId: g.id,
        turnNum: current.turnNum,
        numbers: posterNumbers(g.id, current.turnNum),
        updatedAt: new Date(
          Math.min(at, opened + publishDelayMinutes(g.id, current.turnNum) * 60_000),
        ),
      }));
    if (rows.length) await db.insert(galleryItem).values(rows).onConflictDoNothing();
    postedTurn.set(key, current.turnNum);
  };
}
