// The group rooms of /chat-rooms (spec §2, §3): lobby first, each with its head count and newest
// message; a room in maintenance is shown but refused on tap by the screen.
import type { ChatRoom } from '@jinli/contract';
import { ChatIcon, LotteryIcon } from '@jinli/ui';
import { chatTimeText } from '../chatMessageView';
import { chatStrings as s } from '../strings';
import './ChatLists.css';

export interface RoomListProps {
  rooms: readonly ChatRoom[];
  onOpen(room: ChatRoom): void;
}

/** A one-line preview of a message: "name：text", [图片], or [红包] with the packet's greeting. */
export function messagePreview(message: ChatRoom['last_message']): string {
  if (!message) return s.noMessagesYet;
  const { type, body, userinfo } = message.content;
  const what =
    type === 'image' ? '[图片]' : type === 'hongbao' ? `${s.hongbaoPreview}${body}` : body;
  return type === 'system' ? what : `${userinfo.nickname}：${what}`;
}

/** Lobby (no game) first, then the rest as the server ordered them. */
export function orderRooms(rooms: readonly ChatRoom[]): ChatRoom[] {
  return [...rooms].sort((a, b) => Number(a.gameId !== null) - Number(b.gameId !== null));
}

export function RoomList({ rooms, onOpen }: RoomListProps) {
  if (rooms.length === 0) return <p className="jl-chat-lists__empty">{s.noRooms}</p>;
  return (
    <ul className="jl-chat-lists" data-testid="chat-room-list">
      {orderRooms(rooms).map((room) => (
        <li key={room.room_id}>
          <button
            type="button"
            className="jl-chat-lists__row"
            onClick={() => onOpen(room)}
            data-testid="chat-room"
            data-room-id={room.room_id}
          >
            <span
              className={`jl-chat-lists__icon${room.gameId === null ? ' jl-chat-lists__icon--lobby' : ''}`}
              aria-hidden="true"
            >
              {/* The lobby is a chat bubble, a game's room its lottery ball (no characters). */}
              {room.gameId === null ? <ChatIcon /> : <LotteryIcon />}
            </span>
            <span className="jl-chat-lists__main">
              <span className="jl-chat-lists__title">
                <span className="jl-chat-lists__name">{room.name}</span>
                {room.gameId === null ? (
                  <span className="jl-chat-lists__tag">{s.lobbyTag}</span>
                ) : null}
                <span
                  className="jl-chat-lists__people"
                  aria-label={s.peopleLabel(room.total_people)}
                >
                  {s.people(room.total_people)}
                </span>
              </span>
              <span className="jl-chat-lists__preview">{messagePreview(room.last_message)}</span>
            </span>
            {room.last_message ? (
              <time className="jl-chat-lists__time">
                {chatTimeText(room.last_message.created_at)}
              </time>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
