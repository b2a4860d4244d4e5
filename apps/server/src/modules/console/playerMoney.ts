// The console's players and money areas (issue 32): players, balance adjustments, the recharge
// and withdrawal queues, the audit log and the dashboard, given the players' app's services.
import { timeZoneSource } from '../config/timeZone';
import { registerConsoleAuditRoute } from './auditRoute';
import type { ConsoleRoutes } from './consoleApp';
import { registerDashboardRoute } from './dashboard/dashboard';
import { registerAdjustmentRoutes } from './money/adjustmentRoutes';
import { registerQueueRoutes } from './money/queueRoutes';
import type { PlayerMoneyDeps, PlayerMoneyServices } from './playerMoneyDeps';
import { registerPlayerRoutes } from './players/playerRoutes';

export function playerMoneyRoutes(services: PlayerMoneyServices): ConsoleRoutes {
  return (app, auth, context) => {
    const deps: PlayerMoneyDeps = {
      ...context,
      ...services,
      timeZone: timeZoneSource(context.db, context.companyCode),
    };
    registerPlayerRoutes(app, auth, deps);
    registerAdjustmentRoutes(app, auth, deps);
    registerQueueRoutes(app, auth, deps);
    registerConsoleAuditRoute(app, auth, deps.db);
    registerDashboardRoute(app, auth, deps);
  };
}
