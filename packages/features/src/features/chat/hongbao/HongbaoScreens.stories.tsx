// The red-packet screens on a seeded cache (no network): the send form (and a trial account's
// refusal), cards in a room as a viewer sees them, the opened envelope, the detail while open and
// once finished, the history, and an award notice over a room.
import { accountKeys, hongbaoKeys } from '@jinli/api';
import type { ChatMessage } from '@jinli/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { profileFixture } from '../../auth/accountFixtures';
import type { FeatureSwitches } from '../../../app/context/appSwitches';
import { AccountStoryProviders } from '../../auth/storybook/AccountStoryProviders';
import { conversationFixture } from '../chatFixtures';
import { ChatConversation } from '../components/ChatConversation';
import { ChatPage } from '../components/ChatPage';
import { ChatSessionContext, ChatSessionController } from '../state';
import { FakeChatApi, FakeTokens, fakeSocketFactory, moderator, selfInfo } from '../state/fakeChat';
import { AwardNoticeHost } from './AwardNoticeHost';
import { HongbaoDetailScreen } from './HongbaoDetailScreen';
import { HongbaoHistoryScreen } from './HongbaoHistoryScreen';
import { HongbaoMessageCard } from './HongbaoMessageCard';
import {
  finishedDetailFixture,
  historyFixture,
  hongbaoRulesFixture,
  packetFixture,
} from './hongbaoFixtures';
import { OpenHongbaoDialog } from './OpenHongbaoDialog';
import { SendHongbaoScreen } from './SendHongbaoScreen';

const meta = {
  title: 'Features/Chat/Hongbao',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const player = { ...profileFixture, extInfo: { ...profileFixture.extInfo, fundPwd: 1 } };
const trial = { ...player, userInfo: { ...player.userInfo, type: 'TEST' as const } };

function Frame({
  children,
  path,
  data = [],
  profile = player,
  switches,
}: {
  children: ReactNode;
  path: string;
  data?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  profile?: typeof player;
  switches?: FeatureSwitches;
}) {
  return (
    <AccountStoryProviders
      token="story-token"
      path={path}
      switches={switches}
      data={[
        [accountKeys.profile(), profile],
        [accountKeys.money(), { money: 120_000, liveMoney: 0 }],
        ...data,
      ]}
    >
      {children}
    </AccountStoryProviders>
  );
}

function screen(
  Screen: ComponentType,
  path: string,
  pattern: string,
  data: ReadonlyArray<readonly [readonly unknown[], unknown]> = [],
  profile = player,
  switches?: FeatureSwitches,
) {
  return () => (
    <Frame path={path} data={data} profile={profile} switches={switches}>
      <Routes>
        <Route path={pattern} element={<Screen />} />
      </Routes>
    </Frame>
  );
}

/** 拼手气红包: count, total, greeting, the total big; the company's limits under it. */
export const Send: Story = {
  render: screen(SendHongbaoScreen, '/chat-rooms/lobby/hong-bao', '/chat-rooms/:roomId/hong-bao', [
    [hongbaoKeys.rules(), hongbaoRulesFixture],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '红包个数' }), '5');
    await userEvent.type(canvas.getByRole('textbox', { name: '总金额' }), '88.8');
    await expect(canvas.getByTestId('hongbao-send-total')).toHaveTextContent('¥88.80');
  },
};

/** The brand's hero above the form (FeatureSwitches.hongbaoSendHero): a drawn envelope. */
export const SendWithHero: Story = {
  render: screen(
    SendHongbaoScreen,
    '/chat-rooms/lobby/hong-bao',
    '/chat-rooms/:roomId/hong-bao',
    [[hongbaoKeys.rules(), hongbaoRulesFixture]],
    player,
    { hongbaoSendHero: true },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('hongbao-send-hero')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** A share under the minimum: the server's text under the field. */
export const SendRefused: Story = {
  render: Send.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '红包个数' }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: '总金额' }), '0.05');
    await userEvent.click(canvas.getByRole('button', { name: '塞钱进红包' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('单个红包金额不能低于0.01元');
  },
};

/** A trial account: refused, with the way to a real account. */
export const SendTrial: Story = {
  render: screen(
    SendHongbaoScreen,
    '/chat-rooms/lobby/hong-bao',
    '/chat-rooms/:roomId/hong-bao',
    [],
    trial,
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '注册正式账户' }),
    ).toBeInTheDocument();
  },
};

const card = (id: string, greeting: string, from = moderator, kind: 'lucky' | 'equal' = 'lucky') =>
  ({
    id: `m-${id}`,
    created_at: 1_764_130_000_000 + Number(id) * 60_000,
    command: 20,
    channel: 'room:lobby',
    content: {
      type: 'hongbao',
      body: greeting,
      hongbao: { id, kind, greeting, count: 5 },
      room_id: 'lobby',
      userinfo: from,
    },
  }) satisfies ChatMessage;

/** Cards in the lobby: fresh, taken by the viewer, all gone, expired, and the viewer's own. */
export const CardsInRoom: Story = {
  render: () => (
    <Frame
      path="/chat-rooms/lobby"
      data={[
        [hongbaoKeys.detail('1'), { packet: packetFixture({ id: '1' }), claims: [] }],
        [
          hongbaoKeys.detail('2'),
          { packet: packetFixture({ id: '2', myAmount: 3_200 }), claims: [] },
        ],
        [
          hongbaoKeys.detail('3'),
          { packet: packetFixture({ id: '3', status: 'finished' }), claims: [] },
        ],
        [
          hongbaoKeys.detail('4'),
          { packet: packetFixture({ id: '4', status: 'expired' }), claims: [] },
        ],
        [hongbaoKeys.detail('5'), { packet: packetFixture({ id: '5' }), claims: [] }],
      ]}
    >
      <ChatPage title="聊天大厅">
        <ChatConversation
          chat={conversationFixture({
            messages: [
              card('1', '恭喜发财，大吉大利'),
              card('2', '今晚开奖大家好运'),
              card('3', '手快有手慢无', moderator, 'equal'),
              card('4', '昨天的红包'),
              card('5', '新人报到，请大家喝茶', selfInfo),
            ],
            hasOlder: false,
          })}
          status="open"
          onTakeOver={() => {}}
          selfId={selfInfo.user_id}
          chatOrigin=""
          renderCard={(view) =>
            view.hongbao ? (
              <HongbaoMessageCard
                roomId="lobby"
                card={view.hongbao}
                sender={{ nickname: view.nickname, avatarId: view.avatarId }}
                signedIn
              />
            ) : null
          }
        />
      </ChatPage>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByTestId('hongbao-card');
    await expect(cards).toHaveLength(5);
    await expect(cards[1]).toHaveTextContent('已领取');
    await expect(cards[2]).toHaveTextContent('已抢完');
    await expect(cards[3]).toHaveTextContent('已过期');
  },
};

/** The opened packet with 開 (a tap here grabs nothing: no network). */
export const Envelope: Story = {
  render: () => (
    <Frame path="/chat-rooms/lobby">
      <OpenHongbaoDialog
        open
        hongbaoId="1"
        greeting="恭喜发财，大吉大利"
        sender={{ nickname: moderator.nickname, avatarId: moderator.avatarId }}
        onClose={() => {}}
        onDetail={() => {}}
      />
    </Frame>
  ),
  play: async () => {
    await expect(
      await within(document.body).findByRole('button', { name: '开红包' }),
    ).toBeInTheDocument();
  },
};

/** All taken before the viewer came: said on the envelope, the way to the detail under it. */
export const EnvelopeAllTaken: Story = {
  render: () => (
    <Frame path="/chat-rooms/lobby">
      <OpenHongbaoDialog
        open
        hongbaoId="1"
        greeting="手快有手慢无"
        sender={{ nickname: moderator.nickname, avatarId: moderator.avatarId }}
        doneMessage="手慢了，红包派完了"
        onClose={() => {}}
        onDetail={() => {}}
      />
    </Frame>
  ),
  play: async () => {
    await expect(await within(document.body).findByText('手慢了，红包派完了')).toBeVisible();
  },
};

const detailPattern = '/chat-rooms/:roomId/hong-bao/:hongbaoId';

/** Finished: the viewer's share big, every share with its time, 手气最佳 on the largest. */
export const DetailFinished: Story = {
  render: screen(HongbaoDetailScreen, '/chat-rooms/lobby/hong-bao/7', detailPattern, [
    [hongbaoKeys.detail('7'), finishedDetailFixture],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('hongbao-my-amount')).toHaveTextContent('9.87元');
    await expect(canvas.getAllByTestId('luckiest-badge')).toHaveLength(1);
  },
};

/** Still open: progress, no badge yet. */
export const DetailOpen: Story = {
  render: screen(HongbaoDetailScreen, '/chat-rooms/lobby/hong-bao/7', detailPattern, [
    [
      hongbaoKeys.detail('7'),
      {
        packet: packetFixture(),
        claims: [{ ...finishedDetailFixture.claims[2]!, luckiest: false }],
      },
    ],
  ]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('hongbao-summary')).toHaveTextContent(
      '已领取1/3个',
    );
  },
};

/** The year's received packets: the total, the count, 手气最佳 count, the rows. */
export const History: Story = {
  render: screen(
    HongbaoHistoryScreen,
    '/chat-rooms/lobby/hong-bao/history',
    '/chat-rooms/:roomId/hong-bao/history',
    [
      [
        hongbaoKeys.history('received', null),
        { pages: [historyFixture('received')], pageParams: [1] },
      ],
      [hongbaoKeys.history('sent', null), { pages: [historyFixture('sent')], pageParams: [1] }],
    ],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('hongbao-history-total')).toHaveTextContent('10.87元');
    await userEvent.click(canvas.getByRole('tab', { name: '发出的红包' }));
    await expect(await canvas.findByText('发出红包1个')).toBeInTheDocument();
  },
};

/** A chat session whose socket plays two award notices for the lobby once the story shows. */
function AwardRoom() {
  const [made] = useState(() => {
    const { socket, createSocket } = fakeSocketFactory();
    const session = new ChatSessionController({
      api: new FakeChatApi(),
      tokens: new FakeTokens(),
      createSocket,
    });
    return { socket, session };
  });
  useEffect(() => {
    let live = true;
    void made.session.ensureStarted().then(() => {
      if (!live) return;
      const notice = { room_id: 'lobby', nickname: '锦鲤', gameName: '极速六合彩' };
      made.socket.emit('award', { ...notice, userName: btoa('dem***01'), reward: 1_888_000 });
      made.socket.emit('award', { ...notice, userName: btoa('lu***88'), reward: 52_000_000 });
    });
    return () => {
      live = false;
      made.session.dispose();
    };
  }, [made]);
  return (
    <ChatSessionContext value={made.session}>
      <Frame path="/chat-rooms/lobby">
        <ChatPage title="聊天大厅">
          <ChatConversation
            chat={conversationFixture()}
            status="open"
            onTakeOver={() => {}}
            selfId={selfInfo.user_id}
            chatOrigin=""
            overlay={<AwardNoticeHost roomId="lobby" />}
          />
        </ChatPage>
      </Frame>
    </ChatSessionContext>
  );
}

/** Award notices over a room: one at a time, the winner masked, the reward formatted. */
export const AwardNotices: Story = {
  render: () => <AwardRoom />,
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByTestId('award-notice');
    await expect(notice).toHaveTextContent('dem***01');
    await expect(notice).toHaveTextContent('1,888.00元');
  },
};
