// GET /healthz (liveness): the process answers and the database answers a query.
// GET /readyz (readiness, readiness.ts): 200 { ready: true } when the instance should get traffic,
// else 503 with what it waits for or that it drains; no query, a load balancer polls it.
import { HEALTH_PATH, READY_PATH } from '@jinli/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Readiness } from './readiness';

export function registerHealthRoutes(app: FastifyInstance, db: Db, readiness: Readiness): void {
  app.get(HEALTH_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database does not answer');
      return reply.code(503).send({ ok: false });
    }
  });
  registerReadyRoute(app, readiness);
}

function registerReadyRoute(app: FastifyInstance, readiness: Readiness): void {
  app.get(READY_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { ready, waiting, draining } = readiness.state();
    if (ready) return { ready: true };
    return reply.code(503).send(draining ? { ready: false, draining: true } : { ready, waiting });
  });
}
