// Who a new socket is: refused as TOKEN_INVALID when its app_id names another company or its token
// is unknown, as UNAVAILABLE while chat is in maintenance; else the token's principal.
import { ChatCloseCode, ChatCommand, defaultErrorMessage, ErrorCode } from '@jinli/contract';
import type { ChatPrincipal } from '../types';
import type { SocketOutput } from './connection';
import { type HubContext, isUnavailable } from './hubContext';

const tokenInvalidMsg = defaultErrorMessage[ErrorCode.TOKEN_INVALID]!;

/** What the socket's URL carries (CHAT_SOCKET_PATH?token=…[&isGuest=1]&app_id=…). */
export interface SocketCredentials {
  token: string;
  isGuest: boolean;
  appId: string;
}

export function credentialsOf(query: Record<string, string | undefined>): SocketCredentials {
  return {
    token: typeof query.token === 'string' ? query.token : '',
    isGuest: query.isGuest === '1' || query.isGuest === 'true',
    appId: typeof query.app_id === 'string' ? query.app_id : '',
  };
}

/** The socket's principal, or null once the socket has been sent its closing frame. */
export async function authenticate(
  { service, appId }: HubContext,
  output: SocketOutput,
  credentials: SocketCredentials,
): Promise<ChatPrincipal | null> {
  if (appId && credentials.appId && credentials.appId !== appId) {
    output.end(ChatCommand.TOKEN_INVALID, tokenInvalidMsg, ChatCloseCode.TOKEN_INVALID);
    return null;
  }
  try {
    await service.assertAvailable();
  } catch (error) {
    if (isUnavailable(error)) {
      output.end(ChatCommand.UNAVAILABLE, error.message, ChatCloseCode.UNAVAILABLE);
      return null;
    }
    throw error;
  }
  const principal = credentials.token
    ? await service.authenticate(credentials.token, credentials.isGuest)
    : null;
  if (!principal)
    output.end(ChatCommand.TOKEN_INVALID, tokenInvalidMsg, ChatCloseCode.TOKEN_INVALID);
  return principal;
}
