// Chat failures the app shell acts on, told without the shell importing the chat state: the API
// client reports a chat token the chat service refused (the session refreshes it once, else stops
// with tokenInvalid), and the chat state reports a 403 on messages (spec §8: to /auth/login).
// Each event names the app's API client, so apps side by side (tests) hear only their own.
type Listener = (client: object) => void;

const tokenInvalidListeners = new Set<Listener>();
const forbiddenListeners = new Set<Listener>();

/** `client` saw UC/TOKEN_INVALID on the chat base (createJinliApp's onChatTokenInvalid). */
export function reportChatTokenInvalid(client: object): void {
  for (const listener of [...tokenInvalidListeners]) listener(client);
}

export function onChatTokenInvalid(listener: Listener): () => void {
  tokenInvalidListeners.add(listener);
  return () => tokenInvalidListeners.delete(listener);
}

/** A guest's message call of `client` answered 403 (spec §8: goes to /auth/login). */
export function reportChatForbidden(client: object): void {
  for (const listener of [...forbiddenListeners]) listener(client);
}

/** Listens to `client`'s 403s; returns the unsubscribe. */
export function onChatForbidden(client: object, listener: () => void): () => void {
  const own: Listener = (from) => {
    if (from === client) listener();
  };
  forbiddenListeners.add(own);
  return () => forbiddenListeners.delete(own);
}

/** How many listeners are registered (a leak check: an app made and disposed leaves none). */
export function chatEventListenerCount(): number {
  return tokenInvalidListeners.size + forbiddenListeners.size;
}
