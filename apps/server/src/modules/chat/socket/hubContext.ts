// What every part of the chat hub shares (hub.ts assembles it once per instance): the service, the
// topic subscriptions and room head counts of this instance, and its authenticated sockets — all
// of them and per chat user_id (private frames, kicks).
import { ErrorCode } from '@jinli/contract';
import { AppError } from '../../../http/AppError';
import type { ChatSocketService } from '../types';
import type { Connection } from './connection';
import type { RoomHeads } from './roomHeads';
import type { TopicHub } from './topicHub';

export interface HubContext {
  service: ChatSocketService;
  topics: TopicHub<Connection>;
  heads: RoomHeads;
  all: Set<Connection>;
  users: Map<string, Set<Connection>>;
  /** The company code a socket's app_id must name, when set. */
  appId: string | undefined;
  idleTimeoutMs: number;
  maxBuffered: number;
  log(error: unknown, what: string): void;
  /** A rate limit refused a frame (metrics). */
  onRateLimited?: (() => void) | undefined;
}

/** Whether `error` is chat being unavailable (maintenance): the socket closes with UNAVAILABLE. */
export const isUnavailable = (error: unknown): error is AppError =>
  error instanceof AppError && error.code === ErrorCode.CHAT_UNAVAILABLE;
