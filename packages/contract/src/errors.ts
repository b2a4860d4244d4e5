// The error catalogue of spec §8 plus the generic codes of our reference server. Client and
// server share these constants so a code is never spelled twice.

/** Codes the spec names (§8); the client reacts to each as the spec says. */
export const ErrorCode = {
  /** Access token unknown, expired or revoked; HTTP 400. Client removes tokens and goes to login. */
  TOKEN_INVALID: 'UC/TOKEN_INVALID',
  /** A fund-password-protected action needs the withdraw password: open the dialog. */
  CASH_PASSWORD: 'UC/CASH_PASSWORD',
  /** No fund password set yet: go to /password-withdraw-money. */
  CASH_PASSWORD_NULL: 'UC/CASH_PASSWORD_NULL',
  /** Wrong fund password: 交易密码输入错误!. */
  CASH_PASSWORD_ERROR: 'UC/CASH_PASSWORD_ERROR',
  /** Login refused until the password is reset: open the reset modal with the server message. */
  RESET_PASSWORD: 'UC/RESET_PASSWORD',
  ACCOUNT_STATE_ERROR: 'UC/ACCOUNT_STATE_ERROR',
  LIVE_MAINTENANCE: 'LIVE/maintenance',
  USER_IN_BLACKLIST: 'USER_IN_BLACKLIST',
  LIVE_BLACK_USER: 'LIVE/BLACK_USER',
  /** The player is still seated in a card game. */
  KY_IN_GAME: 'KY/0',
  /** Chat is unavailable (HTTP 405). */
  CHAT_UNAVAILABLE: 'CHAT/UNAVAILABLE',
  /** Request failed validation; HTTP 400, nothing changed. */
  BAD_REQUEST: 'SYS/BAD_REQUEST',
  /** Login required (HTTP 401). */
  UNAUTHORIZED: 'UC/UNAUTHORIZED',
  FORBIDDEN: 'SYS/FORBIDDEN',
  NOT_FOUND: 'SYS/NOT_FOUND',
  CONFLICT: 'SYS/CONFLICT',
  TOO_MANY_REQUESTS: 'SYS/TOO_MANY_REQUESTS',
  /** Anything unexpected; the server logs it and never leaks details. */
  INTERNAL: 'SYS/INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status each catalogue code is answered with. */
export const errorStatus: Record<ErrorCode, number> = {
  [ErrorCode.TOKEN_INVALID]: 400,
  [ErrorCode.CASH_PASSWORD]: 400,
  [ErrorCode.CASH_PASSWORD_NULL]: 400,
  [ErrorCode.CASH_PASSWORD_ERROR]: 400,
  [ErrorCode.RESET_PASSWORD]: 400,
  [ErrorCode.ACCOUNT_STATE_ERROR]: 400,
  [ErrorCode.LIVE_MAINTENANCE]: 400,
  [ErrorCode.USER_IN_BLACKLIST]: 400,
  [ErrorCode.LIVE_BLACK_USER]: 400,
  [ErrorCode.KY_IN_GAME]: 400,
  [ErrorCode.CHAT_UNAVAILABLE]: 405,
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.UNAUTHORIZED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.INTERNAL]: 500,
};

/** Default Chinese messages for the generic codes (a route may send a more precise one). */
export const defaultErrorMessage: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.BAD_REQUEST]: '请求参数有误',
  [ErrorCode.UNAUTHORIZED]: '请先登录',
  [ErrorCode.TOKEN_INVALID]: '登录已失效，请重新登录',
  [ErrorCode.FORBIDDEN]: '无权进行该操作',
  [ErrorCode.NOT_FOUND]: '请求的资源不存在',
  [ErrorCode.CONFLICT]: '请求冲突，请刷新后重试',
  [ErrorCode.TOO_MANY_REQUESTS]: '操作频繁，请稍后试试',
  [ErrorCode.CHAT_UNAVAILABLE]: '聊天室目前不可用',
  [ErrorCode.INTERNAL]: '系统错误，请稍后再试',
};
