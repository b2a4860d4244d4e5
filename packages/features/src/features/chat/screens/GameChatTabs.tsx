// The game page's chat tab (spec §2): /game/{id}/chat finds the game's room in the rooms list and
// moves to /game/{id}/chat-rooms/{room_id}, which shows that room under the game's header. A game
// without a room toasts 聊天室目前不可用 and stays on the betting tab.
import { toast } from '@jinli/ui';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { gameChatRoomPath } from '../chatPaths';
import { RoomChatPanel } from '../components/RoomChatPanel';
import { CHAT_NOTICE_TOAST_MS } from '../hooks/chatStatusRedirect';
import { useChatRoomsQuery, useChatSession } from '../state';
import { chatStrings as s } from '../strings';
import './GameChatTabs.css';

/** /game/{id}/chat: to the game's room. The game page (bets) passes the game it shows. */
export function GameChatTab({ gameId }: { gameId: number }) {
  const session = useChatSession();
  const { ensureStarted } = session;
  useEffect(() => {
    void ensureStarted();
  }, [ensureStarted]);
  const rooms = useChatRoomsQuery({ enabled: session.self !== null });
  const room = rooms.data?.find((r) => r.gameId === gameId);
  const missing =
    session.status === 'unavailable' || rooms.isError || (rooms.data !== undefined && !room);

  useEffect(() => {
    if (missing) toast.show(s.unavailable, { durationMs: CHAT_NOTICE_TOAST_MS });
  }, [missing]);

  if (room) return <Navigate to={gameChatRoomPath(gameId, room.room_id)} replace />;
  if (missing) return <Navigate to={`/game/${gameId}`} replace />;
  return <p className="jl-game-chat__wait">{s.loading}</p>;
}

/**
 * Fits the room to the screen under the game's tabs: the page scrolls so that the sticky tabs sit at
 * their top, and the room takes the rest of the viewport (its list scrolls inside, the composer
 * stays in view).
 */
function useFitUnderTabs(ref: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    const tabs = el?.closest('main')?.querySelector<HTMLElement>('.jl-tabs--sticky');
    if (!el || !tabs) return;
    const stickyTop = Number.parseFloat(getComputedStyle(tabs).top) || 0;
    const above = stickyTop + tabs.offsetHeight;
    el.style.setProperty('--jl-game-chat-above', `${above}px`);
    // After the shell's scroll restoration (a parent's layout effect, run after this one).
    const frame = requestAnimationFrame(() =>
      window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - above }),
    );
    return () => cancelAnimationFrame(frame);
  }, [ref]);
}

/** /game/{id}/chat-rooms/{room_id}: the room inside the game page. */
export function GameChatRoomTab() {
  const roomId = useParams().roomId ?? '';
  const ref = useRef<HTMLDivElement>(null);
  useFitUnderTabs(ref);
  return (
    <div ref={ref} className="jl-game-chat" data-testid="game-chat">
      <RoomChatPanel key={roomId} roomId={roomId} />
    </div>
  );
}
