// Builds the Fastify application on an opened, migrated database: the contract's endpoints, the
// static JSON documents, the generated images, /healthz, and (when an app folder is given) the built
// theme app with its config.json and SPA fallback. Tests drive it with `inject`; main.ts listens.
import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { CHAT_SOCKET_PATH, type RuntimeConfig } from '@jinli/contract';
import { CHAT_TEXT, isChatInMaintenance } from '@jinli/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { createReadCache, READ_CACHE_TTL_MS } from './db/readCache';
import { installErrorHandling, frameworkErrors } from './http/errorHandling';
import { mountEndpoints } from './http/endpoints';
import { createAnswerCache } from './http/answerCache';
import { cachePolicies, INVALIDATED_BY } from './http/cachePolicies';
import { registerSecurityHeaders } from './http/securityHeaders';
import { refuseUnstorableInput } from './http/storableInput';
import { createAuthService } from './modules/accounts/auth';
import { createCaptchaService } from './modules/accounts/captcha';
import {
  DEFAULT_AUTH_LIMITS,
  type AuthLimits,
  createDbRateLimiter,
} from './modules/accounts/rateLimits';
import { createRedisRateLimiter } from './modules/accounts/redisRateLimiter';
import { accountHandlers, registerCaptchaRoute } from './modules/accounts/routes';
import { freshCode, placementOfCode } from './modules/agents/codes';
import { createAgentModule } from './modules/agents/module';
import { createBettingModule } from './modules/betting/module';
import { type ChatModuleDeps, createChatModule } from './modules/chat/module';
import type { ChatPresence } from './modules/chat/types';
import { createAccountService } from './modules/accounts/service';
import { createSliderCaptchaService, type PowWork } from './modules/accounts/sliderCaptcha';
import { DEFAULT_TOKEN_LIFETIMES, type TokenLifetimes } from './modules/accounts/tokens';
import { messageHandlers } from './modules/messages/routes';
import { createMessageService } from './modules/messages/service';
import { profileHandlers } from './modules/profile/routes';
import { createProfileService } from './modules/profile/service';
import { createVipBonusService } from './modules/profile/vipBonus';
import { createSecretSource, SecretPurpose } from './modules/company/secrets';
import {
  createOperatorAuth,
  LEGACY_OPERATOR_NAME,
  type OperatorAccount,
  type OperatorAuth,
} from './modules/operators/accounts';
import { buildConsoleApp } from './modules/console/consoleApp';
import { consoleLotteryRoutes } from './modules/console/lotteryRoutes';
import { consoleContentRoutes } from './modules/console/consoleContentApi';
import { playerMoneyRoutes } from './modules/console/playerMoney';
import { refuseConsolePaths } from './modules/console/refuseConsolePaths';
import { registerOperatorAuditRoute } from './modules/operators/routes';
import { registerCashierRoutes, SANDBOX_ADAPTER, sandboxAdapter } from './modules/wallet/cashier';
import {
  EXTERNAL_ADAPTER,
  externalAdapter,
  registerProviderCallbackRoute,
} from './modules/wallet/externalProvider';
import { registerWalletOperatorRoutes } from './modules/wallet/operator';
import { walletHandlers } from './modules/wallet/routes';
import type { ChannelAdapter } from './modules/wallet/context';
import { createWalletService } from './modules/wallet/service';
import { paymentChannel } from './db/schema';
import { eq } from 'drizzle-orm';
import { companyHandlers } from './modules/company/routes';
import { createContentModule } from './modules/content/module';
import { createGamesModule, type GamesModuleDeps } from './modules/games/module';
import type { FaultSeam } from './faults/seam';
import { createLedgerCheckModule } from './modules/ledgerCheck/module';
import { createHongbaoModule, type HongbaoOptions } from './modules/hongbao/module';
import { registerHongbaoOperatorRoute } from './modules/hongbao/operator';
import { createCompanyService } from './modules/company/service';
import { registerConfigOperatorRoute } from './modules/config/operator';
import { registerStaticJsonRoutes } from './modules/config/routes';
import { createConfigService } from './modules/config/service';
import { registerHealthRoutes } from './modules/health/routes';
import { registerImageRoutes } from './modules/images/routes';
import { NO_BRAND_ART } from './modules/images/brandArt';
import { readBuiltBrand } from './web/builtBrand';
import { createLotteryModule, type LotteryModuleOptions } from './modules/lottery/module';
import { noticeHandlers } from './modules/notice/routes';
import { createMemoryPubSub } from './realtime/memoryPubSub';
import type { PubSub } from './realtime/pubsub';
import { tracedPubSub } from './realtime/tracedPubSub';
import { requestIdOf, registerRequestId } from './http/requestId';
import { closeConnectionsWhileDraining } from './lifecycle/drain';
import { createReadiness, type Readiness } from './modules/health/readiness';
import { createRedisSocketLoadBoard, startSocketBalancer } from './lifecycle/socketBalance';
import { observeTransactions } from './metrics/dbMetrics';
import { observeRequests } from './metrics/httpMetrics';
import { observeLimiter } from './metrics/limiterMetrics';
import { refuseMetricsPath, registerMetricsRoute } from './metrics/metricsRoute';
import { createServerMetrics } from './metrics/serverMetrics';
import { observeSockets } from './metrics/socketMetrics';
import { createNoticeService } from './modules/notice/service';
import { type AppPage, registerAppSite, spaFallback } from './web/appSite';

/** Redis key prefix when the app options give none. */
export const DEFAULT_REDIS_KEY_PREFIX = 'jinli:';

/** Largest request body accepted (bytes); larger ones get a 400. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  /** An opened database with its migrations applied. */
  database: Database;
  /** Code of the company (brand) this server answers for. */
  companyCode: string;
  /** Folder of a built theme app to serve (must hold index.html); absent: API only. */
  appDir?: string | undefined;
  /** Runtime config.json fields besides companyCode; defaults: same origin, no game servers, no encryption. */
  runtimeConfig?: Partial<Omit<RuntimeConfig, 'companyCode'>>;
  /** Fastify logger option; default off. */
  logger?: FastifyServerOptions['logger'];
  /**
   * What GET /readyz answers, and the drain's switch (lifecycle/drain.ts); default ready at once
   * (the command line waits for migrations, the seed and Redis).
   */
  readiness?: Readiness;
  /**
   * Carry each request's id into what it publishes, to the other instances' logs
   * (http/requestId.ts); default: when the PubSub is Redis (several instances).
   */
  traceRequests?: boolean;
  /** Close the database when the app closes; default true. */
  ownsDatabase?: boolean;
  /** Lottery clock, draw engine and operator endpoint; default: real clock, engine not running. */
  lottery?: LotteryModuleOptions;
  /** Realtime fan-out (closed with the app); default in-process. Redis when scaled out. */
  pubsub?: PubSub;
  /** Login/registration limits; default DEFAULT_AUTH_LIMITS. */
  authLimits?: Partial<AuthLimits>;
  /** Work of the slider's proofs (tests make it light); default SLIDER_POW / SLIDER_FALLBACK_POW. */
  sliderPow?: { puzzle?: PowWork; fallback?: PowWork };
  /**
   * Redis URL: rate-limit counters live there (atomic INCR), so limits hold across instances;
   * default none (counters in the database, which every instance sharing it sees as well).
   */
  redisUrl?: string | undefined;
  /** Prefix of every Redis key of this deployment; default 'jinli:'. */
  redisKeyPrefix?: string | undefined;
  /**
   * With redisUrl: spread the sockets again when this instance holds well over its share
   * (lifecycle/socketBalance.ts), every BALANCE_INTERVAL_MS unless told; default off (a soak with it
   * found chat lines missed by moved readers: docs/scale-out.md).
   */
  socketBalance?: { intervalMs?: number } | undefined;
  /**
   * How long a validated session is trusted from memory (ms); default SESSION_CACHE_TTL_MS, 0 checks
   * the database on every request. Logouts and password changes drop it at once on every instance.
   */
  sessionCacheMs?: number;
  /** Access-token lifetimes; default DEFAULT_TOKEN_LIFETIMES (7 days idle, 30 days absolute). */
  tokenLifetimes?: Partial<TokenLifetimes>;
  /** Which proxies' X-Forwarded-For gives the client address (rate limits); default none. */
  trustProxy?: boolean | string[];
  /**
   * Named operators: enable the operator endpoints (/operator/…) for requests bearing one of their
   * tokens; default none (the endpoints do not exist).
   */
  operators?: readonly OperatorAccount[] | undefined;
  /** A single operator token (JINLI_OPERATOR_TOKEN), an operator named 'operator'; default none. */
  operatorToken?: string | undefined;
  /**
   * Origins whose pages may call the API from a browser (CORS), e.g. an operator serving the app
   * from another host (JINLI_CORS_ORIGINS); default none — the app's own origin needs no CORS.
   */
  corsOrigins?: readonly string[] | undefined;
  /** Let operators schedule and draw every game by hand, not only externally drawn ones; default false. */
  operatorTestDraws?: boolean;
  /**
   * How long a signed-in read (balance, profile, today's bets) is kept while the embedded database
   * is unchanged (ms); default READ_CACHE_TTL_MS, 0 off. PGlite only (db/readCache.ts).
   */
  readCacheMs?: number;
  /**
   * Check every answer against its contract schema (development and tests); default: unless
   * NODE_ENV is production, where the hot path skips it (tests hold every handler to its schema).
   */
  checkAnswers?: boolean;
  /** Enable the sandbox payment adapter (demo cashier: anyone can pay their own order); default false. */
  sandboxPayments?: boolean;
  /** The game center: launch limits per player, and whether the transfer/round sweeps run (default true). */
  games?: Pick<GamesModuleDeps, 'launchLimits' | 'runSweeps' | 'transferLeaseMs'>;
  /**
   * The seam at the steps of the money paths (faults/seam.ts): the fault suite delays, abandons
   * or doubles a path there; default none (production).
   */
  faults?: FaultSeam;
  /** The scheduled ledger check: ms between runs (0 off); default hourly. */
  ledgerCheck?: { intervalMs?: number };
  /**
   * Chat: room head counts (default on Redis with redisUrl, else in memory), how long the
   * maintenance switch is trusted from memory (ms, default 1000), the flood and guest-id limits.
   */
  chat?: Partial<Pick<ChatModuleDeps, 'availabilityCacheMs' | 'floodRules' | 'guestIdLimits'>> & {
    presence?: ChatPresence;
  };
  /** Red packets: clock, the expiry job (default on, every minute), the lucky split's randomness. */
  hongbao?: HongbaoOptions;
  /**
   * The operator console's API on an instance of its own (app.consoleApp; main.ts listens on it
   * with --console-port): true, or its clock (tests: session timeouts, TOTP steps) and the built
   * console app to serve at its / (siteDir: apps/console/dist); default off.
   * The players' app answers 404 for /console-api/* either way, and never serves the console app.
   */
  console?: boolean | { now?: () => number; siteDir?: string | undefined };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's instance sharing this app's services, when AppOptions.console asked for it. */
    consoleApp: FastifyInstance | null;
  }
}

/** Answers smaller than this (bytes) are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality for answers compressed per request. 4 compresses JSON about as well as gzip 6 at a
 * fraction of the CPU of the default 11, which is meant for build-time compression.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

export { CORS_ALLOWED_HEADERS } from './http/securityHeaders';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, companyCode, appDir } = options;
  if (appDir !== undefined && !existsSync(join(appDir, 'index.html'))) {
    throw new Error(`No index.html in the app folder ${appDir}`);
  }

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdOf,
  });
  if (options.ownsDatabase ?? true) app.addHook('onClose', () => database.close());
  // Before any route: each route gets its metrics hook as it is registered. Process metrics only
  // where they can be scraped (the console's listener).
  const metrics = createServerMetrics({ processMetrics: Boolean(options.console) });
  observeRequests(app, metrics);
  observeTransactions(database.db, metrics);
  registerRequestId(app, { trace: options.traceRequests ?? options.pubsub?.kind === 'redis' });
  const readiness = options.readiness ?? createReadiness();
  closeConnectionsWhileDraining(app, readiness);

  // index.html with its preloads, once the app site is registered (below).
  let appPage: AppPage | undefined;
  installErrorHandling(app, {
    notFoundFallback:
      appDir === undefined ? undefined : (request, reply) => spaFallback(request, reply, appPage),
  });
  refuseUnstorableInput(app);
  await app.register(formbody);
  // Answers over 1 KiB go out in brotli or gzip per Accept-Encoding (with Vary). Answers that are
  // already encoded (precompressed static files, cached hot reads) pass through untouched.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
  await registerSecurityHeaders(app, {
    origins: {
      apiOrigin: options.runtimeConfig?.apiOrigin ?? '',
      chatOrigin: options.runtimeConfig?.chatOrigin ?? '',
      gameServers: options.runtimeConfig?.gameServers ?? [],
    },
    corsOrigins: options.corsOrigins,
  });

  const db = database.db;
  const company = createCompanyService(db, companyCode);
  const notices = createNoticeService(db, company);
  const config = createConfigService(db, company);

  // Messages carry the request id (and a draw's time) to the other instances.
  const publishRoundTrip = metrics.redisRoundTrip.labels('publish');
  const pubsub = tracedPubSub(options.pubsub ?? createMemoryPubSub(), {
    log: app.log,
    onRedisPublish: (seconds) => publishRoundTrip.observe(seconds),
  });
  app.addHook('onClose', () => pubsub.close());
  const auth = createAuthService(
    db,
    { ...DEFAULT_TOKEN_LIFETIMES, ...options.tokenLifetimes },
    undefined,
    { pubsub, ttlMs: options.sessionCacheMs },
  );
  await auth.start();
  app.decorate('sessions', auth);
  const captcha = createCaptchaService(db);
  const limiter = observeLimiter(
    options.redisUrl
      ? createRedisRateLimiter(options.redisUrl, options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX)
      : createDbRateLimiter(db),
    metrics,
  );
  app.addHook('onClose', () => limiter.close());
  // The proofs of work of the slider are signed with a company secret: every instance checks them.
  const captchaSecrets = createSecretSource(db, company);
  const slider = createSliderCaptchaService(db, {
    limiter,
    powSecret: () => captchaSecrets(SecretPurpose.CAPTCHA),
    pow: options.sliderPow?.puzzle,
    fallbackPow: options.sliderPow?.fallback,
  });
  const accounts = createAccountService({
    db,
    codes: { placementOfCode, freshCode },
    company,
    config,
    auth,
    captcha,
    slider,
    limiter,
    limits: { ...DEFAULT_AUTH_LIMITS, ...options.authLimits },
  });
  // Signed-in reads kept while the embedded database is unchanged (PGlite only; db/readCache.ts).
  const reads = createReadCache(database.writeGeneration, options.readCacheMs ?? READ_CACHE_TTL_MS);
  const profile = createProfileService(db, company, accounts, undefined, auth, reads);
  const messages = createMessageService(db);
  const secrets = createSecretSource(db, company);
  const cashierSecret = () => secrets(SecretPurpose.CASHIER);
  const adapters: Record<string, ChannelAdapter> = { [EXTERNAL_ADAPTER]: externalAdapter() };
  if (options.sandboxPayments) adapters[SANDBOX_ADAPTER] = sandboxAdapter(cashierSecret);
  const faults = options.faults;
  const wallet = createWalletService({ db, company, config, accounts, adapters, faults });

  const operatorAccounts = [
    ...(options.operators ?? []),
    ...(options.operatorToken
      ? [{ name: LEGACY_OPERATOR_NAME, token: options.operatorToken, role: 'admin' as const }]
      : []),
  ];
  const operators = operatorAccounts.length > 0 ? createOperatorAuth(operatorAccounts) : undefined;

  const answers = createAnswerCache(pubsub);
  await answers.start();
  app.decorate('answerCache', answers);
  const lottery = createLotteryModule(
    db,
    companyCode,
    {
      ...options.lottery,
      onDrawDelivered: (seconds) => metrics.drawDelivery.observe(seconds),
      // Without tokens the lottery mounts no token routes, but the console's keep the test-draw setting.
      operators: {
        operators: operators ?? createOperatorAuth([]),
        testDraws: options.operatorTestDraws ?? false,
      },
    },
    pubsub,
    answers,
  );
  await lottery.register(app);
  const betting = createBettingModule({
    db,
    company,
    config,
    auth,
    lottery,
    pubsub,
    reads,
    faults,
    settlement: { onBatch: (seconds) => metrics.settlementBatch.observe(seconds) },
  });
  await betting.register(app);
  // The served brand's palettes and style for the art drawn below (none: each motif's own).
  const brandArt = (appDir === undefined ? undefined : readBuiltBrand(appDir))?.art ?? NO_BRAND_ART;
  const content = createContentModule({ db, company, config, auth, lottery, brandArt });
  await content.register(app);
  const games = createGamesModule({
    db,
    company,
    auth,
    limiter,
    frameOrigins: options.corsOrigins,
    apiOrigin: options.runtimeConfig?.apiOrigin,
    faults,
    ...options.games,
  });
  await games.register(app);
  // A player's game sessions end with their sessions here (logout, password change, a freeze):
  // wired here so that accounts imports nothing of games.
  auth.onSessionsEnded(async (userId) => {
    await games.sandbox.endSessions(userId);
  });
  // Floods refused on chat sockets count with the HTTP 429s, under the socket's path.
  const chatSocketRefusals = metrics.limiterRefusals.labels(CHAT_SOCKET_PATH);
  const chat = createChatModule({
    db,
    company,
    config,
    auth,
    pubsub,
    limiter,
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX,
    ...options.chat,
    onSocketRateLimited: () => chatSocketRefusals.inc(),
  });
  await chat.register(app);
  observeSockets(app, metrics);
  if (options.redisUrl && options.socketBalance && app.hasDecorator('websocketServer')) {
    const balancer = startSocketBalancer({
      board: createRedisSocketLoadBoard(
        options.redisUrl,
        options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX,
      ),
      sockets: () => app.websocketServer.clients,
      readiness,
      intervalMs: options.socketBalance?.intervalMs,
      onMoved: (count) => metrics.socketsMoved.inc(count),
    });
    app.addHook('preClose', () => balancer.stop());
  }
  const hongbao = createHongbaoModule({
    db,
    auth,
    accounts,
    pubsub,
    chat,
    faults,
    ...options.hongbao,
  });
  await hongbao.register(app);
  const agents = createAgentModule({ db, company, config, auth, accounts, limiter });
  await agents.register(app);

  registerHealthRoutes(app, db, readiness);
  mountEndpoints(
    app,
    {
      ...companyHandlers(company),
      ...noticeHandlers(notices),
      ...lottery.handlers,
      ...accountHandlers(accounts, auth, slider),
      ...profileHandlers(profile, auth, createVipBonusService(db, company, faults)),
      ...messageHandlers(messages, auth),
      ...walletHandlers(wallet, auth),
      ...betting.handlers,
      ...content.handlers,
      ...games.handlers,
      ...chat.handlers,
      ...hongbao.handlers,
      ...agents.handlers,
    },
    {
      secret: config.secret,
      authenticate: auth.requireSession,
      cache: answers,
      cachePolicies: cachePolicies(options.lottery?.clock),
      invalidatedBy: INVALIDATED_BY,
      checkAnswers: options.checkAnswers ?? process.env.NODE_ENV !== 'production',
    },
  );
  registerCaptchaRoute(app, captcha);
  if (options.sandboxPayments) registerCashierRoutes(app, wallet, cashierSecret);
  registerProviderCallbackRoute(app, wallet, async (id) => {
    const { id: companyId } = await company.current();
    const [row] = await db.select().from(paymentChannel).where(eq(paymentChannel.id, id));
    return row?.companyId === companyId ? row : undefined;
  });
  const ledgerCheck = createLedgerCheckModule({
    db,
    operators,
    intervalMs: options.ledgerCheck?.intervalMs,
  });
  ledgerCheck.register(app);
  metrics.watch({
    ready: () => readiness.state().ready,
    ledgerCheck: () => {
      const last = ledgerCheck.last();
      if (!last) return undefined;
      const { drift, conservation, checkedAt } = last;
      return {
        findings: drift.length,
        conservationDrift: Number(conservation.drift),
        at: Date.parse(checkedAt),
      };
    },
  });
  /** The operator endpoints on `scope` for `auth`: tokens here, the console's sessions there. */
  const registerOperatorEndpoints = (scope: FastifyInstance, auth: OperatorAuth) => {
    registerWalletOperatorRoutes(scope, db, wallet, auth);
    if (options.operatorTestDraws)
      registerHongbaoOperatorRoute(scope, db, hongbao.expiry, auth, options.hongbao?.now);
    registerOperatorAuditRoute(scope, db, auth);
    registerConfigOperatorRoute(scope, db, company, auth, {
      // Chat maintenance that starts now closes every chat socket on every instance at once.
      onChange: async (key) => {
        if (!key.startsWith('enable_chat_maintenance') && !key.startsWith('chat_maintenance_'))
          return;
        chat.chat.forgetAvailability();
        const chatConfig = await config.document('config_chat');
        if (isChatInMaintenance(chatConfig, Date.now()))
          await chat.chat.control({
            type: 'unavailable',
            msg: chatConfig.chat_maintenance_config.message || CHAT_TEXT.unavailable,
          });
      },
    });
  };
  if (operators) registerOperatorEndpoints(app, operators);
  refuseConsolePaths(app);
  refuseMetricsPath(app);
  const consoleApp = options.console
    ? await buildConsoleApp({
        context: {
          db,
          company,
          companyCode,
          limiter,
          limits: { ...DEFAULT_AUTH_LIMITS, ...options.authLimits },
          now: (typeof options.console === 'object' && options.console.now) || Date.now,
        },
        logger: options.logger,
        trustProxy: options.trustProxy,
        siteDir: typeof options.console === 'object' ? options.console.siteDir : undefined,
        playerFiles: (url) => app.inject({ method: 'GET', url }),
        operatorRoutes: (scope, auth) => {
          lottery.registerOperatorRoutes(scope, auth);
          ledgerCheck.registerRoute(scope, auth);
          registerOperatorEndpoints(scope, auth);
        },
        routes: [
          // GET /metrics: the operators' listener only.
          (scope) => registerMetricsRoute(scope, metrics),
          // 玩家, money (adjustments, queues), 审计 and 仪表盘.
          playerMoneyRoutes({ wallet, sessions: auth, presence: chat.presence, chat: chat.chat }),
          // 内容, 品牌, 聊天 and 代理: their changes drop the players' cached answers at once.
          consoleContentRoutes({ config, answers, pubsub, presence: chat.presence }),
          // 开奖: the games' schedules and draws, on the lottery's clock.
          consoleLotteryRoutes({
            lottery: lottery.service,
            clock: options.lottery?.clock ?? Date.now,
          }),
        ],
      })
    : null;
  app.decorate('consoleApp', consoleApp);
  // Closed before this app's database (its onClose above), which it shares and does not own.
  if (consoleApp) app.addHook('preClose', () => consoleApp.close());
  registerStaticJsonRoutes(app, config, notices, {
    userLoginLimit: async (document, request) =>
      (await accounts.captchaAskedOf(request.ip))
        ? { ...(document as object), vCode: true }
        : document,
  });
  registerImageRoutes(app, company, brandArt);

  if (appDir !== undefined) {
    appPage = await registerAppSite(app, {
      appDir,
      firstBanner: async () => (await company.info()).homeCarousels[0]?.noticeContent,
      companyName: async () => (await company.info()).name,
      runtimeConfig: {
        apiOrigin: '',
        chatOrigin: '',
        gameServers: [],
        encrypt: false,
        ...options.runtimeConfig,
        companyCode,
      },
    });
  }

  await app.ready();
  return app;
}
