// Assembles the community-content module for the app: gallery, database, templates with likes
// and polls, promotions, ads and collections.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { LotteryModule } from '../lottery/module';

export interface ContentModuleDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  lottery: LotteryModule;
}

export interface ContentModule {
  handlers: Partial<EndpointHandlers>;
  /** Registers the module's non-contract routes (static JSON, generated images) on `app`. */
  register(app: FastifyInstance): Promise<void>;
}

export function createContentModule(deps: ContentModuleDeps): ContentModule {
  void deps;
  return {
    handlers: {},
    async register() {},
  };
}
