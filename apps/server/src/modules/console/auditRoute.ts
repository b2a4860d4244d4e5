// GET /console-api/audit: the audit log for 管理员, filtered by operator, action prefix and time,
// newest first (the same reader as GET /operator/audit).
import { CONSOLE_AUDIT_PATH, consoleAuditQuerySchema } from '@jinli/contract/console';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import { listAudit } from '../operators/audit';
import { ROLES_ADMIN } from '../operators/roles';
import type { ConsoleAuth } from './consoleAuth';
import { rangeOf, searched } from './consoleInput';

export function registerConsoleAuditRoute(app: FastifyInstance, auth: ConsoleAuth, db: Db): void {
  app.get(CONSOLE_AUDIT_PATH, async (request) => {
    await auth.signedIn(request, { allowed: ROLES_ADMIN });
    const query = parseInput(consoleAuditQuerySchema, request.query);
    return ok(
      await listAudit(db, query.page, query.pageSize, {
        operator: searched(query.operator),
        actionPrefix: searched(query.action),
        ...rangeOf(query),
      }),
    );
  });
}
