// Prediction templates and the resource database (spec §7 Templates/documents): template lists
// (from the API, or from static JSON when config.json says `staticTemplates`), play categories,
// one template's info, its zodiac poll and vote, likes (收藏), template ads, database documents.
// Template data carries the viewer's likes and locks, so its keys live under the account's.
import type {
  AdSlot,
  GameDocumentPage,
  GameDocumentQuery,
  Template,
  TemplateInfoParams,
  TemplateLike,
  TemplateLikeBody,
  TemplatePage,
  TemplatePlayCate,
  TemplatePoll,
  TemplateQuery,
  TemplateVoteBody,
} from '@jinli/contract';
import {
  DATABASE_PAGE_ROWS,
  staticDatabasePath,
  staticTemplateAdsPath,
  staticTemplatesPath,
  TEMPLATE_PAGE_ROWS,
} from '@jinli/contract/routes';
import type { ApiClient, RequestOptions } from '../createApiClient';
import { contentKeys, definedOnly } from './contentKeys';
import { fetchStaticContent } from './staticContent';

/** Filters of a template list (page and rows are the list's). */
export type TemplateFilters = Omit<TemplateQuery, 'page' | 'rows' | 'companyCode'>;
/** Filters of a document list. */
export type GameDocumentFilters = Omit<GameDocumentQuery, 'page' | 'rows' | 'companyCode'>;

/** Whether lists come from the static files (config.json `staticTemplates`). */
export interface StaticModeOption {
  staticMode?: boolean;
}

export const templateKeys = {
  /** Everything template-related of this viewer. */
  all: [...contentKeys.viewer, 'template'] as const,
  /** A list's key; `rows` (page size) is part of it only when it is not the default 20. */
  list: (filters: TemplateFilters, staticMode = false, rows: number = TEMPLATE_PAGE_ROWS) =>
    rows === TEMPLATE_PAGE_ROWS
      ? ([...templateKeys.all, 'list', definedOnly(filters), staticMode] as const)
      : ([...templateKeys.all, 'list', definedOnly(filters), staticMode, rows] as const),
  info: (params: TemplateInfoParams) => [...templateKeys.all, 'info', definedOnly(params)] as const,
  poll: (templateId: number) => [...templateKeys.all, 'poll', templateId] as const,
  playCate: (gameId: number) => [...contentKeys.all, 'templatePlayCate', gameId] as const,
  ads: (staticMode = false) => [...contentKeys.all, 'templateAds', staticMode] as const,
};

export const gameDocumentKeys = {
  all: [...contentKeys.all, 'gameDocument'] as const,
  list: (filters: GameDocumentFilters, staticMode = false) =>
    [...gameDocumentKeys.all, 'list', definedOnly(filters), staticMode] as const,
  playCate: (gameId: number) => [...gameDocumentKeys.all, 'playCate', gameId] as const,
};

/** A page of templates from the API (locked items withheld for this viewer). */
export function getTemplates(
  client: ApiClient,
  query: TemplateQuery = {},
  options?: RequestOptions,
): Promise<TemplatePage> {
  return client.call('templates', {
    ...options,
    query: definedOnly(query) as TemplateQuery,
  });
}

/**
 * A page of templates from the static file of the game, filtered and paged like the API. The file
 * is the logged-out view: locked items are withheld there, open them with getTemplateInfo.
 */
export async function getStaticTemplates(
  client: ApiClient,
  query: TemplateQuery = {},
  options?: RequestOptions,
): Promise<TemplatePage> {
  const all = await fetchStaticContent(
    client,
    staticTemplatesPath(client.config.companyCode, query.gameId ?? 110),
    (contract) => contract.staticTemplatesSchema,
    options,
  );
  const code = query.templateCode?.toLowerCase();
  const rows = all.data.filter(
    (t) =>
      (!query.playCateName?.trim() || t.playCateName === query.playCateName.trim()) &&
      (!code || t.templateCode.toLowerCase() === code),
  );
  const size = query.rows ?? TEMPLATE_PAGE_ROWS;
  const page = query.page ?? 1;
  return { data: rows.slice((page - 1) * size, page * size), totalCount: rows.length };
}

export function getTemplatePlayCate(
  client: ApiClient,
  gameId = 110,
  options?: RequestOptions,
): Promise<TemplatePlayCate[]> {
  return client.call('templatePlayCate', { ...options, query: { gameId } });
}

/** One template by game and id (GET /game-document/template/info/{gameId}/{templateId}[/{documentId}[/{client}]]). */
export function getTemplateInfo(
  client: ApiClient,
  params: TemplateInfoParams,
  options?: RequestOptions,
): Promise<Template> {
  const { gameId, templateId, documentId, client: clientName } = params;
  if (documentId !== undefined && clientName !== undefined)
    return client.call('templateInfoDocumentClient', {
      ...options,
      params: { gameId, templateId, documentId, client: clientName },
    });
  if (documentId !== undefined)
    return client.call('templateInfoDocument', {
      ...options,
      params: { gameId, templateId, documentId },
    });
  return client.call('templateInfo', {
    ...options,
    params: { gameId, templateId },
  });
}

export function getTemplatePoll(
  client: ApiClient,
  templateId: number,
  options?: RequestOptions,
): Promise<TemplatePoll> {
  return client.call('templatePoll', { ...options, params: { id: templateId } });
}

/** Votes once in a template's current poll; a second vote is refused with 您已经投过票了. */
export function voteTemplate(
  client: ApiClient,
  body: TemplateVoteBody,
  options?: RequestOptions,
): Promise<TemplatePoll> {
  return client.call('templateVote', {
    ...options,
    body: { ...body, vote: 1 },
  });
}

/** Favourites (1) or unfavourites (0) a template; needs login. */
export function toggleTemplateLike(
  client: ApiClient,
  body: TemplateLikeBody,
  options?: RequestOptions,
): Promise<TemplateLike> {
  return client.call('templateToggleLike', { ...options, body });
}

/** The template ad slots AD13 and AD14 (API or the static common/template_ads.json). */
export function getTemplateAds(
  client: ApiClient,
  { staticMode = false }: StaticModeOption = {},
  options?: RequestOptions,
): Promise<AdSlot[]> {
  if (staticMode)
    return fetchStaticContent(
      client,
      staticTemplateAdsPath(client.config.companyCode),
      (contract) => contract.staticTemplateAdsSchema,
      options,
    );
  return client.call('templateAds', { ...options, query: {} });
}

/** A page of database documents. */
export function getGameDocuments(
  client: ApiClient,
  query: GameDocumentQuery = {},
  options?: RequestOptions,
): Promise<GameDocumentPage> {
  return client.call('gameDocuments', {
    ...options,
    query: definedOnly(query) as GameDocumentQuery,
  });
}

/** A page of database documents from the game's static file, filtered like the API. */
export async function getStaticGameDocuments(
  client: ApiClient,
  query: GameDocumentQuery = {},
  options?: RequestOptions,
): Promise<GameDocumentPage> {
  const all = await fetchStaticContent(
    client,
    staticDatabasePath(client.config.companyCode, query.gameId ?? 110),
    (contract) => contract.staticDatabaseSchema,
    options,
  );
  const text = query.searchText?.trim();
  const rows = all.data.filter(
    (d) =>
      (query.templateId === undefined || d.templateId === Number(query.templateId)) &&
      (!text || d.subName.includes(text)),
  );
  const size = Number(query.rows ?? DATABASE_PAGE_ROWS);
  const page = Number(query.page ?? 1);
  return { data: rows.slice((page - 1) * size, page * size), totalCount: rows.length };
}

export function getGameDocumentPlayCate(
  client: ApiClient,
  gameId = 110,
  options?: RequestOptions,
): Promise<TemplatePlayCate[]> {
  return client.call('gameDocumentPlayCate', { ...options, query: { gameId } });
}
