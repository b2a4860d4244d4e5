// The database's game tabs: the lottery games of app_config.home_lottery_setting (the games home
// shows, each with documents), and the one shown (see chooseGame).
import { useStaticDocumentQuery } from '@jinli/api/react';
import { chooseGame, type GameChoice } from '../../gallery/hooks/useGalleryGames';

export function useDatabaseGames(requestedGameId?: number): GameChoice {
  const appConfig = useStaticDocumentQuery('app_config');
  const games = appConfig.data?.home_lottery_setting ?? [];
  return { games, loading: appConfig.isPending, game: chooseGame(games, requestedGameId) };
}
