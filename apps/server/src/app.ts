// Builds the Fastify application on an opened, migrated database: the contract's endpoints, the
// static JSON documents, the generated images, /healthz, and (when an app folder is given) the built
// theme app with its config.json and SPA fallback. Tests drive it with `inject`; main.ts listens.
import { existsSync } from 'node:fs';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import { join } from 'node:path';
import type { RuntimeConfig } from '@jinli/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { installErrorHandling, frameworkErrors } from './http/errorHandling';
import { mountEndpoints } from './http/endpoints';
import { createAuthService } from './modules/accounts/auth';
import { createCaptchaService } from './modules/accounts/captcha';
import {
  DEFAULT_AUTH_LIMITS,
  type AuthLimits,
  createRateLimiter,
} from './modules/accounts/rateLimits';
import { accountHandlers, registerCaptchaRoute } from './modules/accounts/routes';
import { createBettingModule } from './modules/betting/module';
import { createAccountService } from './modules/accounts/service';
import { createSliderCaptchaService } from './modules/accounts/sliderCaptcha';
import { DEFAULT_TOKEN_LIFETIMES, type TokenLifetimes } from './modules/accounts/tokens';
import { messageHandlers } from './modules/messages/routes';
import { createMessageService } from './modules/messages/service';
import { profileHandlers } from './modules/profile/routes';
import { createProfileService } from './modules/profile/service';
import { createVipBonusService } from './modules/profile/vipBonus';
import { registerCashierRoutes, SANDBOX_ADAPTER, sandboxAdapter } from './modules/wallet/cashier';
import { registerWalletOperatorRoutes } from './modules/wallet/operator';
import { walletHandlers } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { companyHandlers } from './modules/company/routes';
import { createContentModule } from './modules/content/module';
import { createCompanyService } from './modules/company/service';
import { registerStaticJsonRoutes } from './modules/config/routes';
import { createConfigService } from './modules/config/service';
import { registerHealthRoutes } from './modules/health/routes';
import { registerImageRoutes } from './modules/images/routes';
import { createLotteryModule, type LotteryModuleOptions } from './modules/lottery/module';
import { noticeHandlers } from './modules/notice/routes';
import { createMemoryPubSub } from './realtime/memoryPubSub';
import type { PubSub } from './realtime/pubsub';
import { createNoticeService } from './modules/notice/service';
import { registerAppSite, spaFallback } from './web/appSite';

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
  /** Close the database when the app closes; default true. */
  ownsDatabase?: boolean;
  /** Lottery clock, draw engine and operator endpoint; default: real clock, engine not running. */
  lottery?: LotteryModuleOptions;
  /** Realtime fan-out (closed with the app); default in-process. Redis when scaled out. */
  pubsub?: PubSub;
  /** Login/registration limits; default DEFAULT_AUTH_LIMITS. */
  authLimits?: Partial<AuthLimits>;
  /** Access-token lifetimes; default DEFAULT_TOKEN_LIFETIMES (7 days idle, 30 days absolute). */
  tokenLifetimes?: Partial<TokenLifetimes>;
  /** Which proxies' X-Forwarded-For gives the client address (rate limits); default none. */
  trustProxy?: boolean | string[];
  /** Enables the wallet operator endpoint (POST /operator/wallet/withdraw) for this token; default off. */
  operatorToken?: string | undefined;
}

/** Request headers other origins may send (the client's token, company code and idempotency headers). */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'token',
  'companyCode',
  'Content-Type',
  'Idempotency-Key',
];

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
  });
  if (options.ownsDatabase ?? true) app.addHook('onClose', () => database.close());

  installErrorHandling(app, { notFoundFallback: appDir === undefined ? undefined : spaFallback });
  await app.register(formbody);
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    maxAge: 600,
    // A bare OPTIONS (no Origin) gets 204 instead of the plugin's plain-text 400.
    strictPreflight: false,
  });

  const db = database.db;
  const company = createCompanyService(db, companyCode);
  const notices = createNoticeService(db, company);
  const config = createConfigService(db, company);

  const auth = createAuthService(db, { ...DEFAULT_TOKEN_LIFETIMES, ...options.tokenLifetimes });
  const captcha = createCaptchaService(db);
  const slider = createSliderCaptchaService(db);
  const accounts = createAccountService({
    db,
    company,
    config,
    auth,
    captcha,
    slider,
    limiter: createRateLimiter(db),
    limits: { ...DEFAULT_AUTH_LIMITS, ...options.authLimits },
  });
  const profile = createProfileService(db, company, accounts);
  const messages = createMessageService(db);
  const wallet = createWalletService({
    db,
    company,
    config,
    accounts,
    adapters: { [SANDBOX_ADAPTER]: sandboxAdapter(config.secret) },
  });

  const pubsub = options.pubsub ?? createMemoryPubSub();
  app.addHook('onClose', () => pubsub.close());
  const lottery = createLotteryModule(db, companyCode, options.lottery ?? {}, pubsub);
  await lottery.register(app);
  const betting = createBettingModule({ db, company, config, auth, lottery, pubsub });
  await betting.register(app);
  const content = createContentModule({ db, company, config, auth, lottery });
  await content.register(app);

  registerHealthRoutes(app, db);
  mountEndpoints(
    app,
    {
      ...companyHandlers(company),
      ...noticeHandlers(notices),
      ...lottery.handlers,
      ...accountHandlers(accounts, auth, slider),
      ...profileHandlers(profile, auth, createVipBonusService(db, company)),
      ...messageHandlers(messages, auth),
      ...walletHandlers(wallet, auth),
      ...betting.handlers,
      ...content.handlers,
    },
    { secret: config.secret, authenticate: auth.requireUser },
  );
  registerCaptchaRoute(app, captcha);
  registerCashierRoutes(app, wallet, config.secret);
  if (options.operatorToken) registerWalletOperatorRoutes(app, wallet, options.operatorToken);
  registerStaticJsonRoutes(app, config, notices);
  registerImageRoutes(app, company);

  if (appDir !== undefined) {
    await registerAppSite(app, {
      appDir,
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
