// Private conversations (spec §3 contact): the partner, the newest message and the unread count;
// the service console's conversation list and a player's 私聊 list.
import type { ChatContact } from '@jinli/contract';
import { Badge } from '@jinli/ui';
import { chatTimeText } from '../chatMessageView';
import { chatStrings as s } from '../strings';
import { ChatAvatar } from './ChatAvatar';
import './ChatLists.css';

export interface ContactListProps {
  contacts: readonly ChatContact[];
  onOpen(contact: ChatContact): void;
  /** The open conversation's partner id (highlighted). */
  selectedId?: string | null;
  emptyText?: string;
}

export function ContactList({
  contacts,
  onOpen,
  selectedId,
  emptyText = s.noContacts,
}: ContactListProps) {
  if (contacts.length === 0) return <p className="jl-chat-lists__empty">{emptyText}</p>;
  return (
    <ul className="jl-chat-lists" data-testid="chat-contact-list">
      {contacts.map((contact) => {
        const last = contact.last_message;
        const preview = last ? (last.content.type === 'image' ? '[图片]' : last.content.body) : '';
        return (
          <li key={contact.id}>
            <button
              type="button"
              className="jl-chat-lists__row"
              aria-current={selectedId === contact.id ? 'true' : undefined}
              onClick={() => onOpen(contact)}
              data-testid="chat-contact"
              data-contact-id={contact.id}
            >
              <Badge
                content={contact.unread}
                ariaLabel={contact.unread > 0 ? `${contact.unread}条未读消息` : undefined}
              >
                <ChatAvatar avatarId={contact.avatarId} nickname={contact.nickname} size={40} />
              </Badge>
              <span className="jl-chat-lists__main">
                <span className="jl-chat-lists__title">
                  <span className="jl-chat-lists__name">{contact.nickname}</span>
                  {contact.isService === 1 ? (
                    <span className="jl-chat-lists__tag">{s.serviceTag}</span>
                  ) : null}
                  {contact.guest_id ? (
                    <span className="jl-chat-lists__tag jl-chat-lists__tag--muted">
                      {s.guestTag}
                    </span>
                  ) : null}
                  {contact.remark ? (
                    <span className="jl-chat-lists__tag jl-chat-lists__tag--muted">
                      {contact.remark}
                    </span>
                  ) : null}
                </span>
                <span className="jl-chat-lists__preview">{preview}</span>
              </span>
              {last ? (
                <time className="jl-chat-lists__time">{chatTimeText(last.created_at)}</time>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
