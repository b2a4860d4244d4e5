// Handlers of the template, database, poll, promotion, ad and collection endpoints (spec §7
// Templates/documents, promotions) and the static content files of the static-templates mode.
import {
  ErrorCode,
  HOME_AD_SLOTS,
  STATIC_JSON_PREFIX,
  TEMPLATE_AD_SLOTS,
  templateInfoParamsSchema,
} from '@jinli/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/AppError';
import type { EndpointHandlers } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { AuthService } from '../accounts/auth';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { PromotionService } from './promotionService';
import type { TemplateService } from './templateService';
import { companyIdFor, viewerOf } from './viewer';

type Handlers = Pick<
  EndpointHandlers,
  | 'templates'
  | 'templatePlayCate'
  | 'templateInfo'
  | 'templateInfoDocument'
  | 'templateInfoDocumentClient'
  | 'templatePoll'
  | 'templateToggleLike'
  | 'templateVote'
  | 'gameDocuments'
  | 'gameDocumentPlayCate'
  | 'promotionList'
  | 'promotionDetail'
  | 'homeAds'
  | 'templateAds'
  | 'userCollection'
  | 'gameToggleFollow'
>;

export interface TemplateHandlerDeps {
  db: Db;
  templates: TemplateService;
  promotions: PromotionService;
  company: CompanyService;
  auth: AuthService;
}

const pollParamsSchema = z.object({
  id: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});

export function templateHandlers({
  db,
  templates,
  promotions,
  company,
  auth,
}: TemplateHandlerDeps): Handlers {
  const companyId = (code?: string) => companyIdFor(company, code);
  const info = async (request: FastifyRequest) => {
    const params = parseInput(templateInfoParamsSchema, request.params);
    const viewer = await viewerOf(db, auth, request);
    return templates.info(await companyId(), params, viewer, viewer.user?.id);
  };
  return {
    templates: async ({ query, request }) => {
      const viewer = await viewerOf(db, auth, request);
      return templates.list(await companyId(query.companyCode), query, viewer, viewer.user?.id);
    },
    templatePlayCate: async ({ query }) =>
      templates.playCate(await companyId(query.companyCode), query.gameId),
    templateInfo: ({ request }) => info(request),
    templateInfoDocument: ({ request }) => info(request),
    templateInfoDocumentClient: ({ request }) => info(request),
    templatePoll: async ({ request }) => {
      const { id } = parseInput(pollParamsSchema, request.params);
      const user = await auth.optionalUser(request);
      return templates.poll(await companyId(), id, user?.id);
    },
    templateToggleLike: async ({ body, request }) => {
      const user = await auth.requireUser(request);
      return templates.toggleLike(await companyId(), user.id, body.templateId, body.like);
    },
    templateVote: async ({ body, request }) => {
      const user = await auth.requireUser(request);
      return templates.vote(await companyId(), user.id, body.documentId, body.optionId);
    },
    gameDocuments: async ({ query }) =>
      templates.documents(await companyId(query.companyCode), query),
    gameDocumentPlayCate: async ({ query }) =>
      templates.documentPlayCate(await companyId(query.companyCode), query.gameId),
    promotionList: async ({ query }) => promotions.list(await companyId(query.companyCode)),
    promotionDetail: async ({ query }) => promotions.detail(await companyId(), query.id),
    homeAds: async ({ query }) =>
      promotions.adSlots(await companyId(query.companyCode), HOME_AD_SLOTS),
    templateAds: async ({ query }) =>
      promotions.adSlots(await companyId(query.companyCode), TEMPLATE_AD_SLOTS),
    userCollection: async ({ request }) => {
      const user = await auth.requireUser(request);
      return promotions.collection(await companyId(), user.id);
    },
    gameToggleFollow: async ({ body, request }) => {
      const user = await auth.requireUser(request);
      return promotions.follow(user.id, body.gameId, body.like);
    },
  };
}

/** Refusal of a static content file while the static-templates switch is off. */
export const STATIC_OFF_MSG = '静态模板未开启';

/**
 * The static content files: {company}/template/{gameId}.json, {company}/database/{gameId}.json and
 * {company}/common/template_ads.json under /sys-upload/data/json/app-data-main/, generated from the
 * database per request, served only while the static_templates switch is on (404 otherwise).
 */
export function registerStaticContentRoutes(
  app: FastifyInstance,
  deps: TemplateHandlerDeps & { config: ConfigService },
): void {
  const base = `${STATIC_JSON_PREFIX}app-data-main/:company`;
  async function checked(company: string): Promise<number> {
    const row = await deps.company.current();
    const site = await deps.config.document('config');
    if (company !== row.code || !site.staticTemplates)
      throw new AppError(ErrorCode.NOT_FOUND, STATIC_OFF_MSG);
    return row.id;
  }
  const gameFile = (file: string): number => {
    const match = /^(\d{1,7})\.json$/.exec(file);
    if (!match) throw new AppError(ErrorCode.NOT_FOUND);
    return Number(match[1]);
  };
  type Params = { Params: { company: string; file: string } };
  app.get<Params>(`${base}/template/:file`, async (request, reply) => {
    const gameId = gameFile(request.params.file);
    const companyId = await checked(request.params.company);
    reply.header('cache-control', 'no-cache');
    return deps.templates.publicList(companyId, gameId);
  });
  app.get<Params>(`${base}/database/:file`, async (request, reply) => {
    const gameId = gameFile(request.params.file);
    const companyId = await checked(request.params.company);
    reply.header('cache-control', 'no-cache');
    return deps.templates.documents(companyId, {
      gameId,
      page: 1,
      rows: 100_000,
      searchText: undefined,
    });
  });
  app.get<{ Params: { company: string } }>(
    `${base}/common/template_ads.json`,
    async (request, reply) => {
      const companyId = await checked(request.params.company);
      reply.header('cache-control', 'no-cache');
      return deps.promotions.adSlots(companyId, TEMPLATE_AD_SLOTS);
    },
  );
}
