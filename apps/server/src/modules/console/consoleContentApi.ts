// The console's content, brand, chat-moderation and agent areas (issue 32), assembled for
// buildConsoleApp: app.ts hands in the players' app's services they need (its answer cache, the
// PubSub, chat presence and the config documents).
import { zoneOf } from '../../time/zones';
import type { AnswerCache } from '../../http/answerCache';
import type { PubSub } from '../../realtime/pubsub';
import type { ChatPresence } from '../chat/types';
import type { ConfigService } from '../config/service';
import { timeZoneSource } from '../config/timeZone';
import { registerConsoleAgentRoutes } from './agentTree';
import { registerConsoleBrandRoutes } from './brandRoutes';
import { registerConsoleChatMessageRoutes } from './chatMessages';
import { registerConsoleChatRoomRoutes } from './chatRooms';
import type { ConsoleRoutes } from './consoleApp';
import type { ConsoleContentKit } from './contentDeps';
import { registerConsoleContentRoutes } from './contentRoutes';

export interface ConsoleContentServices {
  config: ConfigService;
  answers: AnswerCache;
  pubsub: PubSub;
  presence: ChatPresence;
}

export function consoleContentRoutes(services: ConsoleContentServices): ConsoleRoutes {
  return (app, auth, context) => {
    const timeZone = timeZoneSource(context.db, context.companyCode);
    const kit: ConsoleContentKit = {
      zone: async () => zoneOf(await timeZone()),
      ...services,
      db: context.db,
      company: context.company,
      now: context.now,
      auth,
      companyId: async () => (await context.company.current()).id,
    };
    registerConsoleContentRoutes(app, kit);
    registerConsoleBrandRoutes(app, kit);
    registerConsoleChatRoomRoutes(app, kit);
    registerConsoleChatMessageRoutes(app, kit);
    registerConsoleAgentRoutes(app, kit);
  };
}
