// Where the auth shell's back button goes (spec §2 Login): home when there is no in-app page to
// return to or that page was a game chat room, otherwise one step back.

/** Paths of game chat rooms: going back there after login would re-open a room the visitor could not use. */
const GAME_CHAT_PATH = /^\/game\/[^/]+\/chat-rooms(\/|$)/;

export interface AuthBackInput {
  /** Index of the current entry in the app's history (react-router's `history.state.idx`); 0 on a direct load. */
  historyIndex: number;
  /** The in-app page the visitor came from, when known (the login redirect), else null. */
  previousPath: string | null;
}

/** `'/'` (replace to home) or `-1` (one step back). */
export function authBackTarget({ historyIndex, previousPath }: AuthBackInput): '/' | -1 {
  if (historyIndex < 1) return '/';
  if (previousPath && GAME_CHAT_PATH.test(previousPath.split(/[?#]/)[0] ?? '')) return '/';
  return -1;
}
