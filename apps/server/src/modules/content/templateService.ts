// Templates, the resource database, likes and polls. Predictions are generated per read (see
// templateBuilder.ts); hits come from the lottery's stored draws of the same game, finished ones
// only (buildTemplates.ts). Each operation is a function of its own file, given the deps
// (templateContext.ts): the lists (templateLists.ts), one template (templateInfo.ts), likes
// (templateLikes.ts), the poll and the vote (templatePolls.ts, templateVote.ts) and the resource
// database (gameDocuments.ts); this factory only assembles them.
import type {
  GameDocumentPage,
  Template,
  TemplateLike,
  TemplatePage,
  TemplatePlayCate,
  TemplatePoll,
} from '@jinli/contract';
import type { ContentViewer } from '@jinli/domain';
import { type DocumentQuery, documentPlayCate, listDocuments } from './gameDocuments';
import type { TemplateServiceDeps } from './templateContext';
import { templateInfo } from './templateInfo';
import { toggleTemplateLike } from './templateLikes';
import {
  listTemplates,
  publicTemplates,
  templatePlayCate,
  type TemplateQuery,
} from './templateLists';
import { readPoll } from './templatePolls';
import { voteInPoll } from './templateVote';

export interface TemplateService {
  list(
    companyId: number,
    query: TemplateQuery,
    viewer: ContentViewer,
    userId?: number,
  ): Promise<TemplatePage>;
  /** Every template of a game as a logged-out visitor sees it (the static file). */
  publicList(companyId: number, gameId: number): Promise<TemplatePage>;
  playCate(companyId: number, gameId: number): Promise<TemplatePlayCate[]>;
  info(
    companyId: number,
    params: { gameId: number; templateId: number; documentId?: number | undefined },
    viewer: ContentViewer,
    userId?: number,
  ): Promise<Template>;
  toggleLike(
    companyId: number,
    userId: number,
    templateId: number,
    like: 0 | 1,
  ): Promise<TemplateLike>;
  poll(companyId: number, templateId: number, userId?: number): Promise<TemplatePoll>;
  vote(
    companyId: number,
    userId: number,
    templateId: number,
    optionId: number,
  ): Promise<TemplatePoll>;
  documents(companyId: number, query: DocumentQuery): Promise<GameDocumentPage>;
  documentPlayCate(companyId: number, gameId: number): Promise<TemplatePlayCate[]>;
}

export function createTemplateService(deps: TemplateServiceDeps): TemplateService {
  return {
    list: (companyId, query, viewer, userId) =>
      listTemplates(deps, companyId, query, viewer, userId),
    publicList: (companyId, gameId) => publicTemplates(deps, companyId, gameId),
    playCate: (companyId, gameId) => templatePlayCate(deps, companyId, gameId),
    info: (companyId, params, viewer, userId) =>
      templateInfo(deps, companyId, params, viewer, userId),
    toggleLike: (companyId, userId, templateId, like) =>
      toggleTemplateLike(deps, companyId, userId, templateId, like),
    poll: (companyId, templateId, userId) => readPoll(deps, companyId, templateId, userId),
    vote: (companyId, userId, templateId, optionId) =>
      voteInPoll(deps, companyId, userId, templateId, optionId),
    documents: (companyId, query) => listDocuments(deps, companyId, query),
    documentPlayCate: (companyId, gameId) => documentPlayCate(deps, companyId, gameId),
  };
}
