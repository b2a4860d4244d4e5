// React bindings of @jinli/socket: the provider and hooks over the game socket.
export {
  GameSocketContext,
  GameSocketProvider,
  type GameSocketProviderProps,
} from './GameSocketProvider';
export {
  useGameMessages,
  useGameSocket,
  useGameSocketState,
  useOpenInfoSync,
  type OpenInfoSyncOptions,
} from './hooks';
