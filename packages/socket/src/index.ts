// Public surface of @jinli/socket: the framework-free socket core and the game protocol.
// React bindings live at `@jinli/socket/react`.
export {
  HEARTBEAT_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  ReconnectingSocket,
  type HeartbeatOptions,
  type NetworkEvents,
  type ReconnectPolicy,
  type ReconnectingSocketOptions,
  type SocketCloseInfo,
  type SocketState,
  type WebSocketFactory,
  type WebSocketLike,
} from './ReconnectingSocket';
export {
  GAME_SERVER_COUNT,
  NEXT_SERVER_DELAY_MS,
  RECONNECT_DELAY_MS,
  SERVER_LIST_RESET_DELAY_MS,
  fixedServer,
  gameServerUrls,
  serverListFailover,
  toWebSocketOrigin,
  type ServerListOptions,
  type ServerListPolicy,
} from './reconnectPolicies';
export { GAME_CHANNELS, GameSocket, type GameMessage, type GameSocketOptions } from './GameSocket';
export { applyReplay, applyVideo, compareTurnNum, mergeOpenInfo } from './openInfoMerge';
export * from './chat';
