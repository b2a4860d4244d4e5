// The chat session the hooks use: one per API client (so one socket per app), made on first use and
// wired to the app's session store; a provider may pass another (stories, tests).
import { type ApiClient } from '@jinli/api';
import { useApiClient } from '@jinli/api/react';
import { ChatSocket } from '@jinli/socket';
import { createContext, useContext } from 'react';
import { subscribeKey } from 'valtio/utils';
import { session, setChatToken } from '../../../app/session/sessionStore';
import { onChatForbidden, onChatTokenInvalid, reportChatForbidden } from './chatAppEvents';
import { apiChatPorts } from './chatPorts';
import { ChatSessionController, type ChatTokenStore } from './chatSession';

/** A chat session to use instead of the app's (stories and tests); null: the app's. */
export const ChatSessionContext = createContext<ChatSessionController | null>(null);

/** The app's session store as the chat token store. */
export const appChatTokens: ChatTokenStore = {
  accessToken: () => session.accessToken,
  chatToken: () => session.chatToken,
  setPlayerToken: (token) => setChatToken(token),
  // A guest's token lives in memory only: the guest identity in session storage gets a new one.
  setGuestToken: (token) => {
    session.chatToken = token;
  },
  clear: () => setChatToken(null),
  onAccessTokenChange: (listener) => subscribeKey(session, 'accessToken', () => listener()),
};

const sessions = new WeakMap<ApiClient, ChatSessionController>();

/** The chat session of `client`'s app (made on first use). */
export function chatSessionFor(client: ApiClient): ChatSessionController {
  let controller = sessions.get(client);
  if (!controller) {
    const created = new ChatSessionController({
      api: apiChatPorts(client),
      tokens: appChatTokens,
      createSocket: (chat) =>
        new ChatSocket({
          chatOrigin: client.config.chatOrigin,
          getToken: () => session.chatToken,
          isGuest: () => chat.state.isGuest,
          appId: client.config.companyCode,
        }),
      onForbidden: () => reportChatForbidden(client),
    });
    onChatTokenInvalid((from) => {
      if (from === client) created.chatTokenRefused();
    });
    sessions.set(client, created);
    controller = created;
  }
  return controller;
}

/** The chat session of the surrounding app (or the provider's). */
export function useChatController(): ChatSessionController {
  const given = useContext(ChatSessionContext);
  const client = useApiClient();
  return given ?? chatSessionFor(client);
}

export { onChatForbidden };
