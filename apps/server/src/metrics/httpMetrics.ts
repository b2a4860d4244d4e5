// Request metrics per route pattern (serverMetrics.ts): each route gets, when it is registered, an
// onResponse hook of its own holding its label set, so a request costs a histogram observation and
// no label lookup, string building or object of ours. Requests no route matched (404s, the app's
// SPA fallback) share one label.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';
import type { ServerMetrics } from './serverMetrics';

/** The route label of requests no route matched. */
export const UNMATCHED_ROUTE = '(unmatched)';

type Observe = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

/** The onResponse hook of one route: its label sets, made at its first answer. */
function routeObserver(metrics: ServerMetrics, method: string, route: string): Observe {
  let duration: ReturnType<ServerMetrics['httpDuration']['labels']> | undefined;
  let clientErrors: ReturnType<ServerMetrics['httpErrors']['labels']> | undefined;
  let serverErrors: ReturnType<ServerMetrics['httpErrors']['labels']> | undefined;
  let refusals: ReturnType<ServerMetrics['limiterRefusals']['labels']> | undefined;
  return (_request, reply, done) => {
    (duration ??= metrics.httpDuration.labels(method, route)).observe(reply.elapsedTime / 1000);
    const status = reply.statusCode;
    if (status >= 500) (serverErrors ??= metrics.httpErrors.labels(route, '5xx')).inc();
    else if (status >= 400) {
      (clientErrors ??= metrics.httpErrors.labels(route, '4xx')).inc();
      if (status === 429) (refusals ??= metrics.limiterRefusals.labels(route)).inc();
    }
    done();
  };
}

/** Observes every request of `app` (call before any route is registered). */
export function observeRequests(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const observe = routeObserver(metrics, method, route.url) as onResponseHookHandler;
    const own = route.onResponse;
    route.onResponse = own === undefined ? [observe] : [...[own].flat(), observe];
  });
  const unmatched = routeObserver(metrics, 'any', UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    // Matched requests were observed by their route's hook.
    if (request.is404) unmatched(request, reply, done);
    else done();
  });
}
