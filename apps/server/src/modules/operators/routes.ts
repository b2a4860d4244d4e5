// GET /operator/audit: the audit log for operators (token required), paged, newest first.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { OperatorAuth } from './accounts';
import { listAudit } from './audit';
import { ROLES_ADMIN } from './roles';

/** Path of the audit log. */
export const OPERATOR_AUDIT_PATH = '/operator/audit';

const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  rows: z.coerce.number().int().min(1).max(200).default(50),
});

export function registerOperatorAuditRoute(
  app: FastifyInstance,
  db: Db,
  operators: OperatorAuth,
): void {
  app.get(OPERATOR_AUDIT_PATH, async (request) => {
    await operators.require(request, ROLES_ADMIN);
    const { page, rows } = parseInput(auditQuery, request.query);
    return ok(await listAudit(db, page, rows));
  });
}
