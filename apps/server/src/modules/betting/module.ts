// Assembles the betting module for the app: placing bets, settlement on each stored draw (after
// every draw-engine tick, and once at start for draws stored while the server was down), cancel,
// bet records and the rebate. Plays and odds are served by the lottery module's play-cate
// (playOdds.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointHandlers } from '../../http/endpoints';
import type { PubSub } from '../../realtime/pubsub';
import type { AuthService } from '../accounts/auth';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { TickReport } from '../lottery/engine';
import type { LotteryModule } from '../lottery/module';
import { lazyTimeZoneSource } from '../config/timeZone';
import { type BettingHandlerNames, bettingHandlers } from './routes';
import { type BettingService, createBettingService, type BettingServiceOptions } from './service';

export interface BettingModuleDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  lottery: LotteryModule;
  pubsub: PubSub;
  /** Epoch ms; default Date.now. */
  clock?: () => number;
  settlement?: BettingServiceOptions['settlement'];
  reads?: BettingServiceOptions['reads'];
  faults?: BettingServiceOptions['faults'];
}

export interface BettingModule {
  service: BettingService;
  handlers: Pick<EndpointHandlers, BettingHandlerNames>;
  /** Registers the module's non-contract routes and background work on `app`. */
  register(app: FastifyInstance): Promise<void>;
}

/** Longest time between two settlement sweeps while the engine's ticks are quiet (ms). */
export const SETTLE_SWEEP_MS = 15_000;

/**
 * The engine's after-tick work for settlement: settle right after a tick committed draws or
 * reveals; after quiet ticks only once `sweepMs` passed since the last settlement, a sweep that
 * retries a settlement that failed or was cut short (another instance's crash) and settles a turn
 * an operator drew by hand, without a join every second. Timed, not counted: an idle engine ticks
 * seldom (engine.ts).
 */
export function settleAfterTicks(
  settle: () => Promise<unknown>,
  sweepMs = SETTLE_SWEEP_MS,
  clock: () => number = Date.now,
): (report: TickReport) => Promise<void> {
  let lastSettled = clock();
  return async (report) => {
    const drew = report.events.some((event) => event.type === 'result');
    if (!drew && clock() - lastSettled < sweepMs) return;
    lastSettled = clock();
    await settle();
  };
}

export function createBettingModule(deps: BettingModuleDeps): BettingModule {
  const timeZone = lazyTimeZoneSource(deps.db, async () => (await deps.company.current()).code);
  /** The app's logger once registered. */
  let log: (error: unknown, what: string) => void = (error, what) => console.error(what, error);
  const service = createBettingService({
    db: deps.db,
    lottery: deps.lottery.service,
    pubsub: deps.pubsub,
    timeZone,
    clock: deps.clock,
    settlement: {
      faults: deps.faults,
      onNoticeError: (error) => log(error, 'betting: an award notice was not published'),
      ...deps.settlement,
    },
    reads: deps.reads,
    faults: deps.faults,
  });
  // The engine reports the errors of after-tick work and never stops.
  deps.lottery.engine.afterTick(
    settleAfterTicks(() => service.settlement.settleDue(), SETTLE_SWEEP_MS, deps.clock),
  );
  return {
    service,
    handlers: bettingHandlers(service, deps.auth),
    async register(app) {
      log = (error, what) => app.log.error(error, what);
      app.addHook('onReady', async () => {
        try {
          await service.settlement.settleDue();
        } catch (error) {
          app.log.error(error, 'betting: settlement at start failed');
        }
      });
    },
  };
}
