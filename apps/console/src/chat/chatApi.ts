// Chat moderation (@jinli/contract/console chat.ts): every role reads; 客服/管理员 moderate.
import type {
  ConsoleChatMessages,
  ConsoleChatMute,
  ConsoleChatRoom,
} from '@jinli/contract/console';
import { CONSOLE_CHAT_PATHS, consolePathOf } from '@jinli/contract/console';
import { consoleApi } from '../api/client';

export const chatApi = {
  /** Every group room (the server wraps the list: `{ data }`). */
  rooms: async () =>
    (await consoleApi.get<{ data: ConsoleChatRoom[] }>(CONSOLE_CHAT_PATHS.rooms)).data,
  setSlowMode: (roomId: string, secPerMess: number) =>
    consoleApi.patch<ConsoleChatRoom>(consolePathOf(CONSOLE_CHAT_PATHS.room, roomId), {
      secPerMess,
    }),
  messages: (roomId: string, before?: string) =>
    consoleApi.get<ConsoleChatMessages>(consolePathOf(CONSOLE_CHAT_PATHS.roomMessages, roomId), {
      before,
      limit: 50,
    }),
  remove: (messageId: string) =>
    consoleApi.del<null>(consolePathOf(CONSOLE_CHAT_PATHS.message, messageId)),
  mute: (messageId: string, muted: boolean) =>
    consoleApi.post<ConsoleChatMute>(consolePathOf(CONSOLE_CHAT_PATHS.messageMute, messageId), {
      muted,
    }),
};
