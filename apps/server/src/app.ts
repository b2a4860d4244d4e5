// Builds the Fastify application on an opened, migrated database: the contract's endpoints, the
// static JSON documents, the generated images, /healthz, and (when an app folder is given) the built
// theme app with its config.json and SPA fallback. Tests drive it with `inject`; main.ts listens.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from '@jinli/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { installErrorHandling, frameworkErrors } from './http/errorHandling';
import { mountEndpoints } from './http/endpoints';
import { companyHandlers } from './modules/company/routes';
import { createCompanyService } from './modules/company/service';
import { registerStaticJsonRoutes } from './modules/config/routes';
import { createConfigService } from './modules/config/service';
import { registerHealthRoutes } from './modules/health/routes';
import { registerImageRoutes } from './modules/images/routes';
import { noticeHandlers } from './modules/notice/routes';
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
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, companyCode, appDir } = options;
  if (appDir !== undefined && !existsSync(join(appDir, 'index.html'))) {
    throw new Error(`No index.html in the app folder ${appDir}`);
  }

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
  });
  if (options.ownsDatabase ?? true) app.addHook('onClose', () => database.close());

  installErrorHandling(app, { notFoundFallback: appDir === undefined ? undefined : spaFallback });

  const db = database.db;
  const company = createCompanyService(db, companyCode);
  const notices = createNoticeService(db, company);
  const config = createConfigService(db, company);

  registerHealthRoutes(app, db);
  mountEndpoints(
    app,
    { ...companyHandlers(company), ...noticeHandlers(notices) },
    { secret: config.secret },
  );
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
