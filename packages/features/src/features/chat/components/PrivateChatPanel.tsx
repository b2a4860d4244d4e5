// A private conversation on the chat hooks (a player with a moderator, anyone with customer
// service, the service console with a customer).
import { useApiClient } from '@jinli/api/react';
import { useEffect } from 'react';
import { useChatStatusRedirect } from '../hooks/useChatStatusRedirect';
import { useChatUtcOffset } from '../hooks/useChatUtcOffset';
import { useChatSession, usePrivateChat } from '../state';
import { ChatConversation } from './ChatConversation';

export interface PrivateChatPanelProps {
  friendId: string;
  emptyText?: string;
}

export function PrivateChatPanel({ friendId, emptyText }: PrivateChatPanelProps) {
  const session = useChatSession();
  const chat = usePrivateChat(friendId);
  const { chatOrigin } = useApiClient().config;
  // Times in the company's zone, not the device's (issue 34).
  const offsetMinutes = useChatUtcOffset();
  useChatStatusRedirect(session.status, session.message);
  const { ensureStarted } = session;
  useEffect(() => {
    void ensureStarted();
  }, [ensureStarted]);

  return (
    <ChatConversation
      chat={chat}
      status={session.status}
      onTakeOver={session.takeOver}
      selfId={session.self?.user_id ?? null}
      chatOrigin={chatOrigin}
      offsetMinutes={offsetMinutes}
      emptyText={emptyText}
    />
  );
}
