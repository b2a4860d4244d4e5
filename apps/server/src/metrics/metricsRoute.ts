// GET /metrics: the Prometheus text of the app's registry, on the operator listener only (the
// console's instance, 127.0.0.1 by default). The players' listener answers 404 for the path, even
// to a browser the SPA fallback would otherwise hand index.html.
import { ErrorCode } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/AppError';
import type { ServerMetrics } from './serverMetrics';

/** Path of the scrape, on the operator listener. */
export const METRICS_PATH = '/metrics';

/** Serves the scrape on `operatorApp`. */
export function registerMetricsRoute(operatorApp: FastifyInstance, metrics: ServerMetrics): void {
  operatorApp.get(METRICS_PATH, async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}

/** The players' listener: no metrics there, whatever the Accept header. */
export function refuseMetricsPath(publicApp: FastifyInstance): void {
  publicApp.all(METRICS_PATH, async () => {
    throw new AppError(ErrorCode.NOT_FOUND);
  });
}
