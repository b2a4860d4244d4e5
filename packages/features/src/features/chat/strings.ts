// Every user-facing text of the chat screens (spec §2, §5, §8; spec texts verbatim, the rest ours).
import { CHAT_TEXT } from '@jinli/domain';

export const chatStrings = {
  title: '聊天室',
  roomsTitle: '聊天室',
  roomsHeading: '聊天大厅',
  contactsHeading: '私聊',
  /** A moderator's invite could not go out (chat not connected). */
  inviteNotSent: '聊天未连接，邀请未发送',
  people: (n: number) => `${n}人`,
  peopleLabel: (n: number) => `${n}人在线`,
  lobbyTag: '大厅',
  noMessagesYet: '暂无消息，快来说两句吧',
  noRooms: '暂无聊天室',
  noContacts: '暂无私聊',
  loading: '加载中…',
  loadingOlder: '加载更早的消息…',
  noOlder: '没有更多消息了',
  /** The message log's name (it takes the keyboard's focus to scroll). */
  messagesLabel: '聊天消息',
  newMessages: (n: number) => (n > 99 ? '99+条新消息' : `${n}条新消息`),
  /** Spec §5 (0.5 s). */
  maintenance: CHAT_TEXT.maintenance,
  /** Spec §8 405 / the floating icon (0.5 s). */
  unavailable: CHAT_TEXT.unavailable,
  connecting: '正在连接聊天服务…',
  reconnecting: '连接已断开，正在重新连接…',
  tabLimit: '聊天室已在其他窗口打开，请先关闭其他窗口',
  takeOver: '在此窗口继续聊天',
  kicked: '您的账号已在其他设备登录',
  tokenInvalid: '聊天登录已失效，请重新进入',
  /** Spec §8: chat errors, system error, try again (1.5 s). */
  systemError: '系统错误，请稍后再试',
  /** Spec §8 success toast. */
  operationSuccess: '操作成功',
  send: '发送',
  emoji: '表情',
  image: '发送图片',
  input: '输入消息',
  placeholder: '说点什么…',
  imageAlt: '聊天图片',
  imagePreview: '图片预览',
  /** A red packet's card in a room's preview, before its greeting. */
  hongbaoPreview: '[红包]',
  failed: '发送失败',
  retry: '重发',
  remove: '删除',
  actions: '更多操作',
  moderatorTag: '管理员',
  serviceTag: '客服',
  system: '系统消息',
  guestReadOnly: '游客仅可浏览，登录后即可发言',
  login: '登录',
  contactService: '联系客服',
  chatColor: '聊天颜色',
  chatColorLink: '设置聊天颜色',
  readOnly: '本房间暂不可发言',
  servicesTitle: '在线客服',
  serviceOnline: '客服在线',
  serviceOffline: '客服暂时不在线，留言后会尽快回复您',
  serviceGreeting: '您好，请问有什么可以帮您？',
  consoleTitle: '客服工作台',
  consoleEmpty: '暂无会话',
  consolePick: '请选择左侧的会话',
  consoleOnly: '仅客服账号可使用工作台',
  guestTag: '游客',
  privateChatTitle: (nickname: string) => nickname || '私聊',
  roomNotFound: '聊天室不存在',
  /** Private-message prompt (spec §5). */
  privatePromptTitle: '私信提醒',
  privatePrompt: (nickname: string) => `${nickname}给您发来一条私信，是否现在查看？`,
  invitePromptTitle: '聊天室邀请',
  invitePrompt: (nickname: string) => `${nickname}邀请您加入聊天室，是否现在进入？`,
  promptLater: '稍后',
  promptOpen: '查看',
  inviteJoin: '进入',
  invite: '邀请进房',
  inviteSent: '邀请已发送',
  privateChat: '私聊',
  back: '返回',
  /** Where a guest came from, sent as the init-room remark. */
  remarks: {
    forgotPassword: '忘记密码',
    contactSupport: '联系客服',
    resetPassword: '重置密码',
    profile: '在线客服',
    home: '首页',
    gameCenter: '游戏大厅',
  },
} as const;

/** Keys of chatStrings.remarks: the `from` query of /services. */
export type ServiceRemarkKey = keyof typeof chatStrings.remarks;
