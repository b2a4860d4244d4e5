// Texts the chat state itself shows (as a message's failedMsg or a conversation's error). The
// server's refusal texts are the contract's CHAT_REFUSAL; the two the client also says before
// asking are repeated here (the contract's module loads zod), and a test holds them equal.
export const chatStateStrings = {
  /** CHAT_REFUSAL.textLength. */
  textLength: '消息内容不能为空且不超过500字',
  /** CHAT_REFUSAL.slowMode with the seconds left. */
  slowMode: (seconds: number) => `发言过快，请${seconds}秒后再试`,
  /** A message that never reached the server (not connected, or no echo in time). */
  failed: '发送失败',
  /** A guest (or a viewer without a chat identity yet) trying to send. */
  notReady: '聊天服务未连接，请稍后再试',
  /** CHAT_REFUSAL.imageType, said before uploading a file that is not an image. */
  imageType: '仅支持 JPG、PNG、GIF、WEBP 图片',
  /** CHAT_REFUSAL.imageSize. */
  imageSize: '图片不能超过5MB',
} as const;
