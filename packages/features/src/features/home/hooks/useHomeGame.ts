// The game selected in home's game tabs (spec §2), shared by the lottery area that shows the tabs
// and the information panel that lists that game's templates. The choice is kept in the app's
// query cache (never fetched, never collected): one per app instance, so it survives leaving and
// coming back to home, and separate apps (tests, stories) never see each other's choice.
import { useStaticDocumentQuery } from '@jinli/api/react';
import { selectedHomeGame } from '@jinli/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const HOME_GAME_KEY = ['home', 'chosenGame'] as const;

/**
 * The home games (app_config.home_lottery_setting) and the selected one: the chosen game, else
 * the default game 110, else the first.
 */
export function useHomeGame() {
  const appConfig = useStaticDocumentQuery('app_config');
  const queryClient = useQueryClient();
  const chosen = useQuery<number | null>({
    queryKey: HOME_GAME_KEY,
    queryFn: () => queryClient.getQueryData<number | null>(HOME_GAME_KEY) ?? null,
    initialData: null,
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
  const choose = useCallback(
    (gameId: number) => queryClient.setQueryData(HOME_GAME_KEY, gameId),
    [queryClient],
  );
  const games = appConfig.data?.home_lottery_setting ?? [];
  const selected = selectedHomeGame(games, chosen);
  return { games, selected, isPending: appConfig.isPending, choose };
}
