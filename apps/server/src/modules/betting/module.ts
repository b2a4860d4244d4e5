// Assembles the betting module for the app: play odds, placing bets, settlement on each stored
// draw, cancel, bet records and the rebate.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointHandlers } from '../../http/endpoints';
import type { PubSub } from '../../realtime/pubsub';
import type { AuthService } from '../accounts/auth';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { LotteryModule } from '../lottery/module';

export interface BettingModuleDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  lottery: LotteryModule;
  pubsub: PubSub;
}

export interface BettingModule {
  handlers: Partial<EndpointHandlers>;
  /** Registers the module's non-contract routes and background work on `app`. */
  register(app: FastifyInstance): Promise<void>;
}

export function createBettingModule(deps: BettingModuleDeps): BettingModule {
  void deps;
  return {
    handlers: {},
    async register() {},
  };
}
