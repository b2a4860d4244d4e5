// Chat failures the app shell acts on, told without the shell importing the chat state: the API
// client reports a chat token the chat service refused (the session refreshes it once, else stops
// with tokenInvalid), and the chat state reports a 403 on messages (spec §8: to /auth/login).
type Listener = () => void;

const tokenInvalidListeners = new Set<Listener>();
const forbiddenListeners = new Set<Listener>();

/** The API client saw UC/TOKEN_INVALID on the chat base (createJinliApp's onChatTokenInvalid). */
export function reportChatTokenInvalid(): void {
  for (const listener of [...tokenInvalidListeners]) listener();
}

export function onChatTokenInvalid(listener: Listener): () => void {
  tokenInvalidListeners.add(listener);
  return () => tokenInvalidListeners.delete(listener);
}

/** A message call answered 403 (spec §8: goes to /auth/login). */
export function reportChatForbidden(): void {
  for (const listener of [...forbiddenListeners]) listener();
}

export function onChatForbidden(listener: Listener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}
