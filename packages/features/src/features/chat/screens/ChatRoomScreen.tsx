// /chat-rooms/{room_id}: one group room, full screen (spec §2).
import { useState } from 'react';
import type { ChatRoom } from '@jinli/contract';
import { Link, useParams } from 'react-router';
import { CHAT_ROOMS_PATH } from '../chatPaths';
import { ChatPage } from '../components/ChatPage';
import { RoomChatPanel } from '../components/RoomChatPanel';
import { chatStrings as s } from '../strings';

export function ChatRoomScreen() {
  const roomId = useParams().roomId ?? '';
  const [room, setRoom] = useState<ChatRoom | null>(null);
  return (
    <ChatPage
      title={room?.name ?? s.title}
      fallback={CHAT_ROOMS_PATH}
      testId="chat-room-screen"
      right={
        room ? (
          <span
            className="jl-chat-page__link"
            aria-label={s.peopleLabel(room.total_people)}
            data-testid="chat-room-people"
          >
            {s.people(room.total_people)}
          </span>
        ) : (
          <Link className="jl-chat-page__link" to={CHAT_ROOMS_PATH}>
            {s.roomsTitle}
          </Link>
        )
      }
    >
      <RoomChatPanel key={roomId} roomId={roomId} onRoom={setRoom} />
    </ChatPage>
  );
}
