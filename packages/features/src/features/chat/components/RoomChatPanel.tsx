// A group room's conversation on the chat hooks: /chat-rooms/{room_id} and the game page's chat
// tab. Read only with the reason when the viewer may not send (spec §6), delete for moderators,
// a tap on a moderator's avatar (or, for a moderator, anyone's) opens the private chat. Red packets
// (issue 16) show as cards, the composer offers 发红包, and award notices pop up over the top.
import { useApiClient } from '@jinli/api/react';
import { HongbaoIcon } from '@jinli/ui';
import type { ChatRoom } from '@jinli/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { privateChatPath } from '../chatPaths';
import { canOpenPrivateChat, isModerator, roomReadOnlyReason } from '../chatPermissions';
import { useChatStatusRedirect } from '../hooks/useChatStatusRedirect';
import { useChatUtcOffset } from '../hooks/useChatUtcOffset';
import { useChatSession, useRoomChat } from '../state';
import { AwardNoticeHost } from '../hongbao/AwardNoticeHost';
import { HongbaoMessageCard } from '../hongbao/HongbaoMessageCard';
import { sendHongbaoPath } from '../hongbao/hongbaoPaths';
import { hongbaoStrings } from '../hongbao/strings';
import { ChatConversation } from './ChatConversation';

export interface RoomChatPanelProps {
  roomId: string;
  /** Told the room once joined (the page shows its name and head count). */
  onRoom?(room: ChatRoom | null): void;
}

export function RoomChatPanel({ roomId, onRoom }: RoomChatPanelProps) {
  const session = useChatSession();
  const chat = useRoomChat(roomId);
  const navigate = useNavigate();
  const { chatOrigin } = useApiClient().config;
  // Times in the company's zone, not the device's (issue 34).
  const offsetMinutes = useChatUtcOffset();
  useChatStatusRedirect(session.status, session.message);

  const { ensureStarted } = session;
  useEffect(() => {
    void ensureStarted();
  }, [ensureStarted]);
  useEffect(() => {
    onRoom?.(chat.room);
  }, [chat.room, onRoom]);

  const self = session.self;
  const signedIn = !session.isGuest && self !== null;
  return (
    <ChatConversation
      chat={chat}
      status={session.status}
      onTakeOver={session.takeOver}
      selfId={self?.user_id ?? null}
      chatOrigin={chatOrigin}
      offsetMinutes={offsetMinutes}
      readOnlyText={roomReadOnlyReason(chat.room, self)}
      canDelete={isModerator(self)}
      canTapSender={(message) => canOpenPrivateChat(self, message.senderLevel)}
      onSenderTap={(message) =>
        void navigate(privateChatPath(roomId, message.senderId, message.nickname))
      }
      renderCard={(message) =>
        message.hongbao ? (
          <HongbaoMessageCard
            roomId={roomId}
            card={message.hongbao}
            sender={{ nickname: message.nickname, avatarId: message.avatarId }}
            signedIn={signedIn}
          />
        ) : null
      }
      composerTools={
        signedIn
          ? [
              {
                key: 'hongbao',
                label: hongbaoStrings.sendAction,
                // The packet's own red: the one coloured action in the bar, easy to find.
                icon: <HongbaoIcon style={{ color: 'var(--jl-hongbao-red, #e2412f)' }} />,
                onSelect: () => void navigate(sendHongbaoPath(roomId)),
              },
            ]
          : undefined
      }
      overlay={<AwardNoticeHost roomId={roomId} />}
    />
  );
}
