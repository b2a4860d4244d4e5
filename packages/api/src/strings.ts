// The Chinese messages the client itself produces (the server's messages are shown as they come).
// Kept in one place so screens and tests share them (DESIGN.md §8).

/** No answer reached us: offline, refused, reset. */
export const NETWORK_ERROR_MESSAGE = '网络异常，请稍后再试';
/** No answer within the time-out. */
export const TIMEOUT_MESSAGE = '请求超时，请稍后再试';
/** Aborted by the caller or replaced by an identical newer request. */
export const CANCELED_MESSAGE = '请求已取消';
/** An answer came but was not what the contract says. */
export const BAD_RESPONSE_MESSAGE = '数据异常，请稍后再试';
/** A POST refused before it is sent because the device is offline (issue 19: never queued). */
export const OFFLINE_MESSAGE = '网络已断开，请检查网络后重试';
