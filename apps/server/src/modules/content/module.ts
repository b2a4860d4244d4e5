// Assembles the community-content module for the app: gallery, database, templates with likes
// and polls, promotions, ads and collections.
import type { contentEndpoints } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { LotteryModule } from '../lottery/module';
import { galleryHandlers } from './galleryRoutes';
import { createGalleryService } from './galleryService';
import { registerContentImageRoutes } from './imageRoutes';
import { contentPictures } from './pictures';
import { createPromotionService } from './promotionService';
import { registerStaticContentRoutes, templateHandlers } from './templateRoutes';
import { createTemplateService } from './templateService';
import { type TurnSource, turnSource } from './turns';
import type { BrandArt } from '../images/brandArt';

export interface ContentModuleDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  lottery: LotteryModule;
  /** The served brand's art palettes (covers, ads); default none: each motif's own. */
  brandArt?: BrandArt;
  /** Epoch ms; default Date.now (tests move it). */
  now?: () => number;
}

/** One handler per content endpoint of the contract. */
export type ContentHandlers = Pick<EndpointHandlers, keyof typeof contentEndpoints>;

export interface ContentModule {
  handlers: ContentHandlers;
  /** Registers the module's non-contract routes (static JSON, generated images) on `app`. */
  register(app: FastifyInstance): Promise<void>;
}

export function createContentModule(deps: ContentModuleDeps): ContentModule {
  const { db, company, auth, lottery } = deps;
  const now = deps.now ?? Date.now;
  // The time zone is the company's system setting, read at each call like the lottery's.
  const turns: TurnSource = async (game, pastCount, at) =>
    turnSource(db, (await company.current()).code)(game, pastCount, at);
  const gallery = createGalleryService({ db, lottery: lottery.service, turns, now });
  const templates = createTemplateService({ db, lottery: lottery.service, turns, now });
  const promotions = createPromotionService(db, now);
  const handlerDeps = { db, templates, promotions, company, auth };
  return {
    handlers: {
      ...galleryHandlers(gallery, company, auth),
      ...templateHandlers(handlerDeps),
    },
    async register(app) {
      registerContentImageRoutes(app, gallery, contentPictures(db, deps.brandArt));
      registerStaticContentRoutes(app, { ...handlerDeps, config: deps.config });
    },
  };
}
