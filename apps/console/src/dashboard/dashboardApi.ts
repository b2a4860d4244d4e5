// The dashboard (GET /console-api/dashboard?days=N; every role).
import type { ConsoleDashboard } from '@jinli/contract/console';
import { CONSOLE_DASHBOARD_PATH } from '@jinli/contract/console';
import { consoleApi } from '../api/client';

export const dashboardApi = {
  get: (days: number) => consoleApi.get<ConsoleDashboard>(CONSOLE_DASHBOARD_PATH, { days }),
};
