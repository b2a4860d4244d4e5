// The audit log (GET /console-api/audit, 管理员): filtered by operator, action prefix and time.
import type { ConsoleAuditRow } from '@jinli/contract/console';
import type { Page } from '@jinli/contract';
import { consoleApi } from '../api/client';

export interface AuditFilters {
  operator?: string | undefined;
  action?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

export const auditApi = {
  list: (filters: AuditFilters, page: number, pageSize: number) =>
    consoleApi.get<Page<ConsoleAuditRow>>('/audit', { ...filters, page, pageSize }),
};
