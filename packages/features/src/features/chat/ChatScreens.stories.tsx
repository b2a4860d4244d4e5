import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import {
  contactsFixture,
  conversationFixture,
  moderatorSelf,
  playerSelf,
  roomsFixture,
} from './chatFixtures';
import { roomReadOnlyReason } from './chatPermissions';
import { ChatConversation, type ConversationState } from './components/ChatConversation';
import { ChatPage } from './components/ChatPage';
import type { ChatConnectionStatus } from './components/ChatStatusNotice';
import { ContactList } from './components/ContactList';
import { RoomList } from './components/RoomList';
import { chatStrings as s } from './strings';
import './screens/ChatRoomsScreen.css';

/**
 * The chat screens' views on fixtures (no network, no socket): the room list, a room as a player
 * and as a moderator, read only, slow mode, the tab limit, and the service console's list.
 */
const meta = {
  title: 'Features/Chat/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Frame({ children, path = '/chat-rooms' }: { children: ReactNode; path?: string }) {
  return <StoryProviders path={path}>{children}</StoryProviders>;
}

function Room({
  chat = conversationFixture(),
  status = 'open',
  self = playerSelf,
  readOnlyText = null,
  canDelete = false,
}: {
  chat?: ConversationState;
  status?: ChatConnectionStatus;
  self?: typeof playerSelf;
  readOnlyText?: string | null;
  canDelete?: boolean;
}) {
  return (
    <Frame path="/chat-rooms/lobby">
      <ChatPage
        title="聊天大厅"
        right={<span className="jl-chat-page__link">{s.people(128)}</span>}
      >
        <ChatConversation
          chat={chat}
          status={status}
          onTakeOver={() => {}}
          selfId={self.user_id}
          chatOrigin=""
          readOnlyText={readOnlyText}
          canDelete={canDelete}
          canTapSender={(m) => m.senderLevel >= 2}
          onSenderTap={() => {}}
        />
      </ChatPage>
    </Frame>
  );
}

/** /chat-rooms for a player: lobby first with head counts and newest messages, then 私聊. */
export const RoomsList: Story = {
  render: () => (
    <Frame>
      <ChatPage
        title={s.roomsTitle}
        scroll
        right={<span className="jl-chat-page__link">{s.chatColor}</span>}
      >
        <h2 className="jl-chat-rooms__heading">{s.roomsHeading}</h2>
        <RoomList rooms={roomsFixture} onOpen={() => {}} />
        <h2 className="jl-chat-rooms__heading">{s.contactsHeading}</h2>
        <ContactList contacts={contactsFixture.slice(0, 1)} onOpen={() => {}} />
      </ChatPage>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rooms = canvas.getAllByTestId('chat-room');
    await expect(rooms[0]).toHaveTextContent('聊天大厅');
    await expect(rooms[0]).toHaveTextContent('128人');
    await expect(canvas.getByText('2')).toBeInTheDocument();
  },
};

/** A room as a player: others left in their colours, mine right, an upload, a failed message. */
export const RoomAsPlayer: Story = {
  render: () => <Room />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<b>这不是粗体</b>，文字永远按文字显示')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '重发' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '更多操作' })).toBeNull();
  },
};

/** A moderator: every sent message offers 删除. */
export const RoomAsModerator: Story = {
  render: () => <Room self={moderatorSelf} canDelete />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getAllByRole('button', { name: '更多操作' });
    await userEvent.click(more[0]!);
    await expect(canvas.getByRole('menuitem', { name: '删除' })).toBeInTheDocument();
  },
};

/** enable_chat 0: the server's reason instead of the composer. */
export const RoomReadOnly: Story = {
  render: () => (
    <Room readOnlyText={roomReadOnlyReason({ ...roomsFixture[2]!, enable_chat: 0 }, playerSelf)} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '您的聊天等级不足，无法在本房间发言',
    );
  },
};

/** Slow mode: the send button counts down. */
export const RoomSlowMode: Story = {
  render: () => <Room chat={conversationFixture({ cooldownSeconds: 4 })} />,
};

/** Chat open in another tab: 'close other tabs' with the take-over button. */
export const RoomTabLimit: Story = {
  render: () => <Room status="tabLimit" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: s.takeOver }),
    ).toBeInTheDocument();
  },
};

/** Reconnecting after a drop. */
export const RoomReconnecting: Story = {
  render: () => (
    <Room status="reconnecting" chat={conversationFixture({ messages: [], hasOlder: false })} />
  ),
};

/** The service console's conversation list with unread counts. */
export const ServiceConsoleList: Story = {
  render: () => (
    <Frame path="/services/console">
      <ChatPage title={s.consoleTitle}>
        <ContactList contacts={contactsFixture} onOpen={() => {}} />
      </ChatPage>
    </Frame>
  ),
};
