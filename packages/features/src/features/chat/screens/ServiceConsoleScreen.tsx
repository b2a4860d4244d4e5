// /services/console (ours): the service accounts' console. The conversations with their unread
// counts (refreshed every few seconds), one opened beside (wide) or over (phone) the list, its
// history read and replies typed live. Other accounts see that the console is for service only.
import type { ChatContact } from '@jinli/contract';
import { BackIcon, Empty } from '@jinli/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ChatPage } from '../components/ChatPage';
import { ContactList } from '../components/ContactList';
import { PrivateChatPanel } from '../components/PrivateChatPanel';
import { useChatStatusRedirect } from '../hooks/useChatStatusRedirect';
import { useChatContactsQuery, useChatSession } from '../state';
import { chatStrings as s } from '../strings';
import './ServiceConsoleScreen.css';

/** How often the conversation list (unread counts, new customers) is re-read, ms. */
export const CONSOLE_REFRESH_MS = 4000;

export function ServiceConsoleScreen() {
  const session = useChatSession();
  useChatStatusRedirect(session.status, session.message);
  const { ensureStarted } = session;
  useEffect(() => {
    void ensureStarted();
  }, [ensureStarted]);
  const isService = !!session.self?.isService;
  const contacts = useChatContactsQuery({ enabled: isService });
  const { refetch } = contacts;
  useEffect(() => {
    if (!isService) return;
    const timer = setInterval(() => void refetch(), CONSOLE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [isService, refetch]);
  const [search, setSearch] = useSearchParams();
  const openId = search.get('c');
  const open = (contact: ChatContact) => setSearch({ c: contact.id, n: contact.nickname });
  const openName = search.get('n') ?? '';

  if (session.self && !isService) {
    return (
      <ChatPage title={s.consoleTitle} testId="service-console">
        <Empty text={s.consoleOnly} />
      </ChatPage>
    );
  }
  return (
    <ChatPage
      title={openId ? `${s.consoleTitle} · ${openName}` : s.consoleTitle}
      testId="service-console"
      fallback="/chat-rooms"
    >
      <div className={openId ? 'jl-console jl-console--open' : 'jl-console'}>
        <aside className="jl-console__list" aria-label={s.contactsHeading}>
          {contacts.data ? (
            <ContactList
              contacts={contacts.data}
              onOpen={open}
              selectedId={openId}
              emptyText={s.consoleEmpty}
            />
          ) : (
            <p className="jl-console__hint">{s.loading}</p>
          )}
        </aside>
        <div className="jl-console__chat">
          {openId ? (
            <>
              <button type="button" className="jl-console__back" onClick={() => setSearch({})}>
                <BackIcon className="jl-inline-icon" />
                {s.contactsHeading}
              </button>
              <PrivateChatPanel key={openId} friendId={openId} />
            </>
          ) : (
            <p className="jl-console__hint">{s.consolePick}</p>
          )}
        </div>
      </div>
    </ChatPage>
  );
}
