// The award notice to show in a room now: notices for `roomId` from the chat session, queued, each
// shown AWARD_SHOW_MS before the next.
import { useEffect, useReducer } from 'react';
import { useChatController } from '../state';
import { AWARD_SHOW_MS, awardQueueReducer, emptyAwardQueue, type QueuedAward } from './awardQueue';

export function useAwardNotices(roomId: string, showMs = AWARD_SHOW_MS): QueuedAward | null {
  const controller = useChatController();
  const [state, dispatch] = useReducer(awardQueueReducer, emptyAwardQueue);
  useEffect(
    () =>
      controller.onAward((notice) => {
        if (notice.room_id === roomId) dispatch({ type: 'push', notice });
      }),
    [controller, roomId],
  );
  const current = state.current;
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dispatch({ type: 'next' }), showMs);
    return () => clearTimeout(timer);
  }, [current, showMs]);
  return current;
}
