// A frame a client sent, read: JSON of a known command with storable text, then its command's
// handler (commands.ts). Whatever fails is answered with ERROR on the frame's channel, carrying the
// client_id so the client can mark its message as failed.
import {
  chatClientFrameSchema,
  ChatCloseCode,
  ChatCommand,
  ErrorCode,
  findUnstorableText,
  UNSTORABLE_TEXT_MSG,
} from '@jinli/contract';
import { AppError } from '../../../http/AppError';
import { perform } from './commands';
import { BAD_FRAME_MSG } from '../../../realtime/websocket';
import type { Connection } from './connection';
import { type HubContext, isUnavailable } from './hubContext';

/** The channel of an unparsable frame, when it has a usable one. */
function channelOf(json: unknown): string {
  const channel = (json as { channel?: unknown } | null)?.channel;
  return typeof channel === 'string' && channel.length <= 64 ? channel : '';
}

/** The client_id of a refused frame, so the client can mark its message as failed. */
function clientIdOf(json: unknown): string | undefined {
  const content = (json as { content?: unknown } | null)?.content;
  const clientId = (content as { client_id?: unknown } | null | undefined)?.client_id;
  return typeof clientId === 'string' && clientId.length > 0 && clientId.length <= 64
    ? clientId.trim()
    : undefined;
}

/** Handles one frame's text (undefined: a binary frame). */
export async function handleFrame(
  ctx: HubContext,
  own: Connection,
  text: string | undefined,
): Promise<void> {
  let json: unknown;
  try {
    json = text === undefined ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = chatClientFrameSchema.safeParse(json);
  if (!parsed.success) {
    return own.refuse(
      new AppError(ErrorCode.BAD_REQUEST, BAD_FRAME_MSG),
      channelOf(json),
      clientIdOf(json),
    );
  }
  const frame = parsed.data;
  const clientId = clientIdOf(json);
  // What the HTTP routes refuse before any handler (http/storableInput.ts): a NUL or a lone
  // surrogate PostgreSQL cannot store would otherwise fail inside the insert.
  if (findUnstorableText(frame) !== undefined) {
    return own.refuse(
      new AppError(ErrorCode.BAD_REQUEST, UNSTORABLE_TEXT_MSG),
      frame.channel,
      clientId,
    );
  }
  try {
    await perform(ctx, own, frame);
  } catch (error) {
    own.refuse(error, frame.channel, clientId);
    // Chat went into maintenance: this socket closes as a new one would be refused.
    if (isUnavailable(error))
      own.end(ChatCommand.UNAVAILABLE, error.message, ChatCloseCode.UNAVAILABLE);
  }
}
