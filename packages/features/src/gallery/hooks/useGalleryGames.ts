// The games with gallery tabs: the lottery games of app_config.home_lottery_setting, the same list
// home shows as game tabs (default game 110 first when present).
import { useStaticDocumentQuery } from '@jinli/api';

export interface GalleryGame {
  gameId: number;
  gameName: string;
}

export function useGalleryGames(): { games: GalleryGame[]; loading: boolean } {
  const appConfig = useStaticDocumentQuery('app_config');
  return { games: appConfig.data?.home_lottery_setting ?? [], loading: appConfig.isPending };
}
