// GET /healthz: the process answers and the database answers a query.
import { HEALTH_PATH } from '@jinli/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
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
}
