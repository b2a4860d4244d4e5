// Assembles the lottery module for the app: the service and endpoint handlers, the draw engine (a
// periodic job, started only when asked), the game images and the operator endpoint.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointHandlers } from '../../http/endpoints';
import type { AnswerCache } from '../../http/answerCache';
import type { PubSub } from '../../realtime/pubsub';
import { createDrawEngine, type DrawEngine, type DrawEngineOptions } from './engine';
import { registerGameImageRoutes } from './gameImages';
import { createDrawPublisher, registerGameSocket } from './gameSocket';
import { registerLiveMediaRoutes } from './liveMedia';
import type { OperatorAuth } from '../operators/accounts';
import { type OperatorRouteDeps, registerOperatorRoutes } from './operator';
import { lotteryHandlers } from './routes';
import { createLotteryService, type LotteryService } from './service';
import { timeZoneSource } from '../config/timeZone';

export interface LotteryModuleOptions {
  /** Epoch ms; default Date.now. Tests drive it. */
  clock?: () => number;
  /** Run the draw engine in the background (main.ts: yes; tests: no, they call tick()). */
  runDrawEngine?: boolean;
  /** Extra engine options (tick length, backfill size, RNG). */
  engine?: Partial<Omit<DrawEngineOptions, 'db' | 'timeZone' | 'clock' | 'publish'>>;
  /** Enables the operator endpoints (/operator/lottery/schedule and /draw) for these operators. */
  operators?: OperatorRouteDeps | undefined;
  /** Game socket idle time-out (ms); default GAME_SOCKET_IDLE_TIMEOUT_MS. */
  socketIdleTimeoutMs?: number;
  /** Seconds from a draw's publication to its frame on this instance's last socket (metrics). */
  onDrawDelivered?: (seconds: number) => void;
}

export interface LotteryModule {
  service: LotteryService;
  engine: DrawEngine;
  handlers: ReturnType<typeof lotteryHandlers>;
  /** Registers the module's non-contract routes and the engine's lifecycle on `app`. */
  register(app: FastifyInstance): Promise<void>;
  /**
   * Registers the operator endpoints on `app` for `operators` (the console's listener mounts them
   * under /console-api with its session auth).
   */
  registerOperatorRoutes(app: FastifyInstance, operators: OperatorAuth): void;
  /** Game socket topics with local subscribers (one PubSub subscription each). */
  topicCount(): number;
}

export function createLotteryModule(
  db: Db,
  companyCode: string,
  options: LotteryModuleOptions,
  pubsub: PubSub,
  answers?: AnswerCache,
): LotteryModule {
  const timeZone = timeZoneSource(db, companyCode);
  const service = createLotteryService({ db, timeZone, clock: options.clock });
  const pushDraws = createDrawPublisher(pubsub, service);
  /**
   * Publishes the engine's and the operator's draw events. Cached answers built from draws are
   * dropped first (on every instance), so a client that refetches on a pushed frame reads fresh.
   */
  const publish: typeof pushDraws = async (events) => {
    if (events.length > 0) await answers?.invalidate('draws');
    await pushDraws(events);
  };
  const engine = createDrawEngine({
    ...options.engine,
    db,
    timeZone,
    clock: options.clock,
    publish,
  });
  let topicCount = () => 0;
  const operatorRoutes = (app: FastifyInstance, operators: OperatorAuth) =>
    registerOperatorRoutes(
      app,
      db,
      service,
      { operators, testDraws: options.operators?.testDraws ?? false },
      options.clock,
      {
        timeZone,
        publish,
        // The engine may be asleep until the old schedule's next turn.
        scheduleChanged: async () => {
          engine.wake();
          await answers?.invalidate('draws');
        },
        drawStored: (events) => engine.drawnElsewhere(events),
      },
    );
  return {
    service,
    engine,
    handlers: lotteryHandlers(service) satisfies Partial<EndpointHandlers>,
    topicCount: () => topicCount(),
    registerOperatorRoutes: operatorRoutes,
    async register(app) {
      registerGameImageRoutes(app, service);
      registerLiveMediaRoutes(app, service, options.clock);
      ({ topicCount } = await registerGameSocket(app, {
        pubsub,
        lottery: service,
        idleTimeoutMs: options.socketIdleTimeoutMs,
        onDrawDelivered: options.onDrawDelivered,
      }));
      if (options.operators && options.operators.operators.names.length > 0)
        operatorRoutes(app, options.operators.operators);
      if (options.runDrawEngine) {
        app.addHook('onReady', async () => engine.start());
        app.addHook('preClose', async () => engine.stop());
      }
    },
  };
}
