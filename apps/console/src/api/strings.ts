// Messages of the console's HTTP client when the server did not give one of its own.
export const API_TEXT = {
  network: '网络异常，请检查网络连接后重试',
  failed: '请求失败，请稍后重试',
  sessionExpired: '登录已过期，请重新登录',
} as const;
