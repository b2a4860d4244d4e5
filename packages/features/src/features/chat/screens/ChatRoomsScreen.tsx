// /chat-rooms (spec §2, §5): the group rooms with their head counts and newest messages (lobby
// first), the player's private conversations, and for guests a read-only note with the ways to log
// in or reach customer service. In maintenance a room is refused with 系统在维护中，请稍等！ (0.5 s).
import type { ChatContact, ChatRoom } from '@jinli/contract';
import { Button, ChevronRightIcon, Skeleton, toast } from '@jinli/ui';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginHref } from '../../../app/router/loginRedirect';
import {
  CHAT_ROOMS_PATH,
  SERVICE_CONSOLE_PATH,
  chatRoomPath,
  privateChatPath,
  servicesPath,
} from '../chatPaths';
import { ChatPage } from '../components/ChatPage';
import { ContactList } from '../components/ContactList';
import { RoomList } from '../components/RoomList';
import { CHAT_NOTICE_TOAST_MS } from '../hooks/chatStatusRedirect';
import { useChatStatusRedirect } from '../hooks/useChatStatusRedirect';
import { useChatContactsQuery, useChatRoomsQuery, useChatSession } from '../state';
import { chatStrings as s } from '../strings';
import './ChatRoomsScreen.css';

export function ChatRoomsScreen() {
  const session = useChatSession();
  const navigate = useNavigate();
  useChatStatusRedirect(session.status, session.message);
  const { ensureStarted } = session;
  useEffect(() => {
    void ensureStarted();
  }, [ensureStarted]);

  const started = session.self !== null;
  const rooms = useChatRoomsQuery({ enabled: started });
  const isPlayer = started && !session.isGuest;
  const contacts = useChatContactsQuery({ enabled: isPlayer });
  const maintenance = session.status === 'maintenance';

  const openRoom = (room: ChatRoom) => {
    if (maintenance) {
      toast.show(s.maintenance, { durationMs: CHAT_NOTICE_TOAST_MS });
      return;
    }
    void navigate(chatRoomPath(room.room_id));
  };
  const openContact = (contact: ChatContact) =>
    void navigate(privateChatPath(contact.room_id, contact.id, contact.nickname));

  return (
    <ChatPage
      title={s.roomsTitle}
      scroll
      testId="chat-rooms-screen"
      right={
        isPlayer ? (
          <Link className="jl-chat-page__link" to="/setting-chat-color">
            {s.chatColor}
          </Link>
        ) : null
      }
    >
      {maintenance ? (
        <p className="jl-chat-rooms__notice" role="status">
          {s.maintenance}
        </p>
      ) : null}
      {session.isGuest ? (
        <div className="jl-chat-rooms__guest" data-testid="chat-guest-note">
          <p>{s.guestReadOnly}</p>
          <div className="jl-chat-rooms__guest-actions">
            <Button
              size="sm"
              variant="primary"
              onClick={() => void navigate(loginHref(CHAT_ROOMS_PATH))}
            >
              {s.login}
            </Button>
            <Button size="sm" onClick={() => void navigate(servicesPath())}>
              {s.contactService}
            </Button>
          </div>
        </div>
      ) : null}
      {session.self?.isService ? (
        <Link className="jl-chat-rooms__console" to={SERVICE_CONSOLE_PATH}>
          {s.consoleTitle}
          <ChevronRightIcon className="jl-inline-icon" />
        </Link>
      ) : null}
      {/* The player's private conversations first, when there are any (a moderator's answer is
          not buried under a dozen rooms). */}
      {isPlayer && contacts.data && contacts.data.length > 0 ? (
        <>
          <h2 className="jl-chat-rooms__heading">{s.contactsHeading}</h2>
          <ContactList contacts={contacts.data} onOpen={openContact} />
        </>
      ) : null}
      <h2 className="jl-chat-rooms__heading">{s.roomsHeading}</h2>
      {rooms.data ? (
        <RoomList rooms={rooms.data} onOpen={openRoom} />
      ) : rooms.isError ? (
        <p className="jl-chat-rooms__notice">{s.systemError}</p>
      ) : (
        <Skeleton rows={4} label={s.loading} />
      )}
    </ChatPage>
  );
}
