// The server data of the templates feature, through @jinli/api's content hooks (their keys live
// under the account's, so a login or logout refetches the locks and likes).
import { type TemplateFilters, templateKeys } from '@jinli/api';
import {
  useTemplateAdsQuery,
  useTemplateInfoQuery,
  useTemplatePlayCateQuery,
  useTemplatePollQuery,
  useTemplatesInfiniteQuery,
} from '@jinli/api/react';
import { PANEL_PAGE_ROWS } from '../panelRules';

export { useTemplateLikeMutation, useTemplateVoteMutation } from '@jinli/api/react';

/** The filters of the home panel's list: the game's home templates, one category or all (''). */
export function homeTemplateFilters(gameId: number, playCateName: string): TemplateFilters {
  return { gameId, playCateName, location: 'home', client: 'h5' };
}

/** The template page's template; waits until the route names a game and a template. */
export function useTemplateInfo(p: { gameId?: number; templateId?: number; documentId?: number }) {
  return useTemplateInfoQuery(
    { gameId: p.gameId ?? 0, templateId: p.templateId ?? 0, documentId: p.documentId },
    { enabled: p.gameId !== undefined && p.templateId !== undefined },
  );
}

export const useTemplatePlayCates = useTemplatePlayCateQuery;

/** Query key of the home panel's list (stories seed it). */
export function homeTemplatesKey(gameId: number, playCateName: string) {
  return templateKeys.list(homeTemplateFilters(gameId, playCateName), false, PANEL_PAGE_ROWS);
}

/** The home panel's templates of a game ('' = every play category), PANEL_PAGE_ROWS a page. */
export function useHomeTemplates(gameId: number, playCateName: string) {
  return useTemplatesInfiniteQuery(homeTemplateFilters(gameId, playCateName), {
    rows: PANEL_PAGE_ROWS,
  });
}

export function useTemplatePoll(templateId: number, enabled = true) {
  return useTemplatePollQuery(templateId, { enabled });
}

export const useTemplateAds = useTemplateAdsQuery;
