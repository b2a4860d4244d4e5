// The chat routes' paths (spec §2): built in one place so screens, prompts and the bubble agree.

/** The room list. */
export const CHAT_ROOMS_PATH = '/chat-rooms';
/** Customer service for players and guests. */
export const SERVICES_PATH = '/services';
/** The service accounts' console (ours). */
export const SERVICE_CONSOLE_PATH = '/services/console';

export function chatRoomPath(roomId: string): string {
  return `${CHAT_ROOMS_PATH}/${encodeURIComponent(roomId)}`;
}

/** The game page's chat tab on its room. */
export function gameChatRoomPath(gameId: number, roomId: string): string {
  return `/game/${gameId}/chat-rooms/${encodeURIComponent(roomId)}`;
}

/** A private conversation opened from a room: /chat-rooms/{room_id}/friends/{user_id}?nickname=. */
export function privateChatPath(roomId: string, userId: string, nickname?: string): string {
  const query = nickname ? `?${new URLSearchParams({ nickname }).toString()}` : '';
  return `${chatRoomPath(roomId)}/friends/${encodeURIComponent(userId)}${query}`;
}

/** /services with where the visitor came from (the guest's init-room remark). */
export function servicesPath(from?: string): string {
  return from ? `${SERVICES_PATH}?${new URLSearchParams({ from }).toString()}` : SERVICES_PATH;
}

/** Whether a path is a chat page (405 and token failures leave these). */
export function isChatPath(pathname: string): boolean {
  return (
    pathname === CHAT_ROOMS_PATH ||
    pathname.startsWith(`${CHAT_ROOMS_PATH}/`) ||
    /^\/game\/[^/]+\/chat-rooms(\/|$)/.test(pathname) ||
    pathname === SERVICES_PATH ||
    pathname.startsWith(`${SERVICES_PATH}/`) ||
    pathname.startsWith('/talk/')
  );
}

/** The room a path is in, if any (the invite prompt's "current room"). */
export function roomIdOfPath(pathname: string): string | null {
  const match = /^(?:\/game\/[^/]+)?\/chat-rooms\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
