// The console's own Fastify instance (--console-port, 127.0.0.1 by default): it shares the players'
// app's database and services (built by buildApp, passed in) but serves only /console-api/*, so
// that no console route is ever answered on the players' origin and a session cookie never reaches
// it. The operator endpoints of the X-Operator-Token path are mounted here too, under
// /console-api/operator/…, with the session (cookie + CSRF) in place of the token.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installErrorHandling, frameworkErrors } from '../../http/errorHandling';
import { registerSecurityHeaders } from '../../http/securityHeaders';
import { refuseUnstorableInput } from '../../http/storableInput';
import type { OperatorAuth } from '../operators/accounts';
import { type ConsoleAuth, createConsoleAuth } from './consoleAuth';
import type { ConsoleContext } from './context';
import { createConsoleSite, isConsoleApiPath, type PlayerFiles } from './consoleSite';
import { registerOperatorManagementRoutes } from './operatorRoutes';
import { CONSOLE_PREFIX } from './paths';
import { registerSessionRoutes } from './sessionRoutes';

/** Largest console request body (bytes): logins and settings, nothing large. */
const CONSOLE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Registers one area's console routes (players, money, content, …) on the console's instance, with
 * its session auth and context. An area needing services of the players' app (the wallet, sessions,
 * chat) gets them in the closure app.ts builds for it, so that this file stays free of them.
 */
export type ConsoleRoutes = (
  app: FastifyInstance,
  auth: ConsoleAuth,
  context: ConsoleContext,
) => void;

export interface ConsoleAppOptions {
  context: ConsoleContext;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean | string[];
  /** Registers the shared operator endpoints on a scope prefixed with /console-api. */
  operatorRoutes: (scope: FastifyInstance, auth: OperatorAuth) => void;
  /** The console's own areas, at their full /console-api/… paths. */
  routes?: readonly ConsoleRoutes[];
  /** The built console app (apps/console/dist) to serve at /; absent: the API only. */
  siteDir?: string | undefined;
  /** The players' app's pictures for the console's previews (consoleSite.ts). */
  playerFiles?: PlayerFiles | undefined;
}

export async function buildConsoleApp(options: ConsoleAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: CONSOLE_BODY_LIMIT_BYTES,
    frameworkErrors,
    trustProxy: options.trustProxy ?? false,
  });
  const site =
    options.siteDir === undefined
      ? undefined
      : createConsoleSite(options.siteDir, options.playerFiles);
  installErrorHandling(app, { notFoundFallback: site?.fallback });
  refuseUnstorableInput(app);
  // No CORS: the console app is served from this origin; CSP and the rest as on the players' side.
  await registerSecurityHeaders(app, { corsOrigins: [] });
  // Answers about operators and sessions are never cached by a browser or a proxy; the app's own
  // files say how long they keep (consoleSite.ts).
  app.addHook('onSend', async (request, reply) => {
    if (site && !isConsoleApiPath(request.url) && reply.hasHeader('cache-control')) return;
    reply.header('cache-control', 'no-store');
  });
  const auth = createConsoleAuth(options.context);
  registerSessionRoutes(app, options.context, auth);
  registerOperatorManagementRoutes(app, options.context, auth);
  for (const register of options.routes ?? []) register(app, auth, options.context);
  await app.register(
    async (scope) => {
      options.operatorRoutes(scope, auth.operatorAuth);
    },
    { prefix: CONSOLE_PREFIX },
  );
  if (site) await site.register(app);
  await app.ready();
  return app;
}
