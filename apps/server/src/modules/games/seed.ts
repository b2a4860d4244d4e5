// Seeds the lobby, idempotently: the categories and the sandbox provider's games (keyed by company
// and game id, so a later seed adds only new ones and edits or deletions stay).
import { GAME_CATEGORY_TYPES } from '@jinli/contract';
import type { Tx } from '../../db/client';
import { game as gameCategoryRows } from './seedRows';
import { gameCategory, lobbyGame } from '../../db/schema';

/** Inserts the missing categories and games; returns the rows written. */
export async function seedGames(tx: Tx, companyId: number, now: number): Promise<number> {
  const categories = await tx
    .insert(gameCategory)
    .values(
      GAME_CATEGORY_TYPES.map((type, sort) => gameCategoryRows.category(companyId, type, sort)),
    )
    .onConflictDoNothing()
    .returning({ id: gameCategory.id });
  const games = await tx
    .insert(lobbyGame)
    .values(gameCategoryRows.games(companyId, now))
    .onConflictDoNothing()
    .returning({ id: lobbyGame.id });
  return categories.length + games.length;
}
