// What closes this instance's sockets from outside them: the control events every instance hears
// (a user signed in elsewhere: KICKED; chat put into maintenance: UNAVAILABLE), and, for a switch
// turned on without an event, a periodic availability check while there are sockets.
import { ChatCloseCode, ChatCommand } from '@jinli/contract';
import type { ChatControlEvent } from '../types';
import { type HubContext, isUnavailable } from './hubContext';

/** Closes every socket of this instance: chat became unavailable. */
function closeAll({ all }: HubContext, msg: string): void {
  for (const connection of all)
    connection.end(ChatCommand.UNAVAILABLE, msg, ChatCloseCode.UNAVAILABLE);
}

/** Acts on a control event (ignored unless JSON). */
export function onControl(ctx: HubContext, message: string): void {
  let event: ChatControlEvent;
  try {
    event = JSON.parse(message) as ChatControlEvent;
  } catch {
    return;
  }
  if (event.type === 'kicked') {
    for (const connection of ctx.users.get(event.userId) ?? [])
      if (
        event.exceptSessionId === null ||
        connection.principal.sessionId !== event.exceptSessionId
      )
        connection.end(ChatCommand.KICKED, event.msg, ChatCloseCode.KICKED);
  } else if (event.type === 'unavailable') {
    closeAll(ctx, event.msg);
  }
}

/** Asks every `checkMs` whether chat is still available (0: never); the timer does not hold the process. */
export function watchAvailability(ctx: HubContext, checkMs: number): NodeJS.Timeout | undefined {
  const availability =
    checkMs > 0
      ? setInterval(() => {
          if (ctx.all.size === 0) return;
          ctx.service.assertAvailable().catch((error) => {
            if (isUnavailable(error)) closeAll(ctx, error.message);
            else ctx.log(error, 'chat availability check failed');
          });
        }, checkMs)
      : undefined;
  availability?.unref();
  return availability;
}
