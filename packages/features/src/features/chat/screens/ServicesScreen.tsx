// /services and /talk/{app_id}/{identity}/{customer_id} (spec §2): a conversation with customer
// service, for players and guests alike. /services talks to the default service account (GET
// /chat/customer-service); /talk names one. A guest's conversation is opened with init-room and a
// remark saying where they came from (?from=forgotPassword → 忘记密码).
import { Link, useParams, useSearchParams } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { SERVICE_CONSOLE_PATH } from '../chatPaths';
import { ChatPage } from '../components/ChatPage';
import { PrivateChatPanel } from '../components/PrivateChatPanel';
import {
  useChatCustomerServiceQuery,
  useChatGuestInitRoomMutation,
  useChatSession,
} from '../state';
import { chatStrings as s, type ServiceRemarkKey } from '../strings';
import './ServicesScreen.css';

/** The init-room remark for a `from` query: a known entry's text, else ''. */
export function serviceRemark(from: string | null): string {
  return from && Object.hasOwn(s.remarks, from) ? s.remarks[from as ServiceRemarkKey] : '';
}

export function ServicesScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const session = useChatSession();
  const { ensureStarted } = session;
  useEffect(() => {
    void ensureStarted();
  }, [ensureStarted]);
  const started = session.self !== null;
  const service = useChatCustomerServiceQuery({ enabled: started && !params.customerId });
  const customerId = params.customerId ?? service.data?.customer_id ?? null;

  // A guest's conversation exists once init-room answered (once per service account).
  const initRoom = useChatGuestInitRoomMutation();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  const remark = serviceRemark(search.get('from'));
  useEffect(() => {
    if (!customerId || !started) return;
    if (!session.isGuest) {
      setReadyFor(customerId);
      return;
    }
    if (asked.current === customerId) return;
    asked.current = customerId;
    initRoom.mutate(
      { friend_id: customerId, remark },
      { onSuccess: () => setReadyFor(customerId), onError: () => (asked.current = null) },
    );
    // initRoom is a new object every render; the request is keyed by the account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerId, started, session.isGuest, remark]);

  const online = service.data ? service.data.online === 1 : true;
  return (
    <ChatPage
      title={service.data?.nickname ?? s.servicesTitle}
      testId="services-screen"
      right={
        session.self?.isService ? (
          <Link className="jl-chat-page__link" to={SERVICE_CONSOLE_PATH}>
            {s.consoleTitle}
          </Link>
        ) : null
      }
    >
      <p
        className={online ? 'jl-services__state jl-services__state--online' : 'jl-services__state'}
        role="status"
      >
        {online ? s.serviceOnline : s.serviceOffline}
      </p>
      {readyFor && readyFor === customerId ? (
        <PrivateChatPanel key={readyFor} friendId={readyFor} emptyText={s.serviceGreeting} />
      ) : (
        <p className="jl-services__wait">
          {initRoom.isError || service.isError ? s.systemError : s.loading}
        </p>
      )}
    </ChatPage>
  );
}
