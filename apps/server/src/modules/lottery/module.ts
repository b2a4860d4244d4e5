// Assembles the lottery module for the app: the service and endpoint handlers, the draw engine (a
// periodic job, started only when asked), the game images and the operator endpoint.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointHandlers } from '../../http/endpoints';
import { createDrawEngine, type DrawEngine, type DrawEngineOptions } from './engine';
import { registerGameImageRoutes } from './gameImages';
import { registerOperatorRoutes } from './operator';
import { lotteryHandlers } from './routes';
import { createLotteryService, type LotteryService } from './service';
import { timeZoneSource } from './timeZone';

export interface LotteryModuleOptions {
  /** Epoch ms; default Date.now. Tests drive it. */
  clock?: () => number;
  /** Run the draw engine in the background (main.ts: yes; tests: no, they call tick()). */
  runDrawEngine?: boolean;
  /** Extra engine options (tick length, backfill size, RNG). */
  engine?: Partial<Omit<DrawEngineOptions, 'db' | 'timeZone' | 'clock' | 'publish'>>;
  /** Enables POST /operator/lottery/schedule for requests bearing this token (tests, demos). */
  operatorToken?: string | undefined;
}

export interface LotteryModule {
  service: LotteryService;
  engine: DrawEngine;
  handlers: ReturnType<typeof lotteryHandlers>;
  /** Registers the module's non-contract routes and the engine's lifecycle on `app`. */
  register(app: FastifyInstance): Promise<void>;
}

export function createLotteryModule(
  db: Db,
  companyCode: string,
  options: LotteryModuleOptions = {},
): LotteryModule {
  const timeZone = timeZoneSource(db, companyCode);
  const service = createLotteryService({ db, timeZone, clock: options.clock });
  const engine = createDrawEngine({
    ...options.engine,
    db,
    timeZone,
    clock: options.clock,
  });
  return {
    service,
    engine,
    handlers: lotteryHandlers(service) satisfies Partial<EndpointHandlers>,
    async register(app) {
      registerGameImageRoutes(app, service);
      if (options.operatorToken)
        registerOperatorRoutes(app, db, service, options.operatorToken, options.clock);
      if (options.runDrawEngine) {
        app.addHook('onReady', async () => engine.start());
        app.addHook('preClose', async () => engine.stop());
      }
    },
  };
}
