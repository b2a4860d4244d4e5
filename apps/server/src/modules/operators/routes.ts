// GET /operator/audit: the audit log for operators (token required), paged, newest first, with the
// console's filters (operator, action prefix, time range).
import { consoleEpochMsSchema, consoleSearchSchema } from '@jinli/contract/console';
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

const auditQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    rows: z.coerce.number().int().min(1).max(200).default(50),
    operator: consoleSearchSchema.optional(),
    action: consoleSearchSchema.optional(),
    from: consoleEpochMsSchema.optional(),
    to: consoleEpochMsSchema.optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to);

export function registerOperatorAuditRoute(
  app: FastifyInstance,
  db: Db,
  operators: OperatorAuth,
): void {
  app.get(OPERATOR_AUDIT_PATH, async (request) => {
    await operators.require(request, ROLES_ADMIN);
    const { page, rows, ...query } = parseInput(auditQuery, request.query);
    return ok(
      await listAudit(db, page, rows, {
        operator: query.operator,
        actionPrefix: query.action,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
      }),
    );
  });
}
