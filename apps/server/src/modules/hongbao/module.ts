// Assembles red packets for the app (issue 16): the contract's hongbao handlers, the expiry job
// that refunds the untaken rest, and the award notices the chat rooms receive.
import type { FaultSeam } from '../../faults/seam';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { PubSub } from '../../realtime/pubsub';
import type { AuthService } from '../accounts/auth';
import type { AccountService } from '../accounts/service';
import type { ChatModule } from '../chat/module';
import { createDbCooldowns } from '../chat/cooldown';
import { createPeople } from '../chat/people';
import { startAwardBridge } from './awards';
import { createHongbaoExpiry, type HongbaoExpiry } from './expiry';
import { hongbaoHandlers, type HongbaoHandlerNames } from './routes';
import { createHongbaoService, type HongbaoService } from './service';
import type { EndpointHandlers } from '../../http/endpoints';

export type HongbaoHandlers = Pick<EndpointHandlers, HongbaoHandlerNames>;

/** What AppOptions.hongbao may set (tests: a clock, the job off or faster). */
export interface HongbaoOptions {
  /** Epoch ms; default Date.now. */
  now?: () => number;
  /** Run the expiry job (at start and every interval); default true. */
  runExpiry?: boolean;
  /** The job's interval (ms); default HONGBAO_EXPIRY_INTERVAL_MS. */
  expiryIntervalMs?: number;
  /** A number in [0, 1) for the lucky split; default crypto-random. */
  random?: () => number;
}

export interface HongbaoModuleDeps extends HongbaoOptions {
  db: Db;
  auth: AuthService;
  /** The fund-password check, with the wallet's failure limits. */
  accounts: Pick<AccountService, 'checkFundPassword'>;
  pubsub: PubSub;
  /** Where cards and award notices are posted. */
  chat: ChatModule;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
}

export interface HongbaoModule {
  handlers: HongbaoHandlers;
  service: HongbaoService;
  expiry: HongbaoExpiry;
  register(app: FastifyInstance): Promise<void>;
}

export function createHongbaoModule(deps: HongbaoModuleDeps): HongbaoModule {
  const { db, pubsub } = deps;
  const people = createPeople(db);
  const service = createHongbaoService({
    db,
    pubsub,
    accounts: deps.accounts,
    chat: deps.chat.chat,
    people,
    now: deps.now,
    random: deps.random,
    faults: deps.faults,
    onPublishError: (error) => log(error, 'red packet: a card was not published'),
  });
  /** The app's logger once registered. */
  let log: (error: unknown, what: string) => void = () => undefined;
  const expiry = createHongbaoExpiry({
    db,
    now: deps.now,
    intervalMs: deps.expiryIntervalMs,
    faults: deps.faults,
    onError: (error) => log(error, 'red-packet expiry failed'),
  });
  return {
    handlers: hongbaoHandlers(service, deps.auth),
    service,
    expiry,
    async register(app) {
      log = (error, what) => app.log.error(error, what);
      const stopBridge = await startAwardBridge({
        pubsub,
        people,
        cooldowns: createDbCooldowns(db, deps.now),
        companyId: deps.chat.chat.companyId,
        onError: (error) => log(error, 'award notice failed'),
      });
      // Started once the app is ready (the database is migrated by then). Stopped as the app
      // starts closing (a drain), so no new run begins while requests finish; a run under way
      // finishes its step.
      if (deps.runExpiry ?? true) app.addHook('onReady', async () => expiry.start());
      app.addHook('preClose', async () => expiry.stop());
      app.addHook('onClose', async () => {
        await stopBridge().catch((error: unknown) => log(error, 'award notice unsubscribe failed'));
      });
    },
  };
}
