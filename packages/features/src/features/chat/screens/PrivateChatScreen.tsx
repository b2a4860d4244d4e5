// /chat-rooms/{room_id}/friends/{user_id}?nickname= (spec §2): a private conversation, with the
// viewer's other conversations a tap away (联系人).
import { CHAT_MODERATOR_LEVEL, type ChatContact, isPrivateRoomId } from '@jinli/contract';
import { Popup, toast } from '@jinli/ui';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CHAT_ROOMS_PATH, chatRoomPath, privateChatPath } from '../chatPaths';
import { ChatPage } from '../components/ChatPage';
import { ContactList } from '../components/ContactList';
import { PrivateChatPanel } from '../components/PrivateChatPanel';
import { useChatContactsQuery, useChatSession } from '../state';
import { chatStrings as s } from '../strings';

export function PrivateChatScreen() {
  const { roomId = '', userId = '' } = useParams();
  const [search] = useSearchParams();
  const nickname = search.get('nickname') ?? '';
  const navigate = useNavigate();
  const session = useChatSession();
  const [contactsOpen, setContactsOpen] = useState(false);
  const contacts = useChatContactsQuery({ enabled: contactsOpen && !session.isGuest });
  // A moderator who came from a group room may invite the partner into it (private rooms are p_…).
  const canInvite =
    session.self?.chatLevel === CHAT_MODERATOR_LEVEL && roomId !== '' && !isPrivateRoomId(roomId);
  const invite = () => {
    toast.show(session.invite(userId, roomId) ? s.inviteSent : s.inviteNotSent);
  };

  const open = (contact: ChatContact) => {
    setContactsOpen(false);
    void navigate(privateChatPath(contact.room_id, contact.id, contact.nickname), {
      replace: true,
    });
  };

  return (
    <ChatPage
      title={s.privateChatTitle(nickname)}
      fallback={roomId ? chatRoomPath(roomId) : CHAT_ROOMS_PATH}
      testId="private-chat-screen"
      right={
        session.isGuest ? null : (
          <>
            {canInvite ? (
              <button
                type="button"
                className="jl-chat-page__link jl-chat-page__button"
                onClick={invite}
              >
                {s.invite}
              </button>
            ) : null}
            <button
              type="button"
              className="jl-chat-page__link jl-chat-page__button"
              onClick={() => setContactsOpen(true)}
            >
              {s.contactsHeading}
            </button>
          </>
        )
      }
    >
      <PrivateChatPanel key={userId} friendId={userId} />
      <Popup
        open={contactsOpen}
        position="right"
        onClose={() => setContactsOpen(false)}
        ariaLabel={s.contactsHeading}
      >
        <h2 className="jl-chat-page__popup-title">{s.contactsHeading}</h2>
        {contacts.data ? (
          <ContactList contacts={contacts.data} onOpen={open} selectedId={userId} />
        ) : (
          <p className="jl-chat-page__popup-title">{s.loading}</p>
        )}
      </Popup>
    </ChatPage>
  );
}
