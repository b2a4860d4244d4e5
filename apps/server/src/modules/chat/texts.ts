// Chat messages of the server besides the contract's CHAT_REFUSAL (which the client shares).
export const CHAT_TEXT = {
  roomNotFound: '聊天室不存在',
  userNotFound: '用户不存在',
  messageNotFound: '消息不存在或已删除',
  imageNotFound: '图片不存在',
  noServiceAccount: '暂无在线客服',
  guestIdLimit: '操作频繁，请稍后再试',
  privateRoomDenied: '无权查看该会话',
  notGuest: '仅游客可进行该操作',
  tokenMissing: '请先登录',
  /** The flood refusal of a system notice when a moderator deletes a message. */
  deletedNotice: '一条消息已被管理员删除',
} as const;
