// The agent screens on a seeded cache (no network), at the phone width the app is used at.
import { agentKeys } from '@jinli/api';
import { calendarDateAt } from '@jinli/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { AccountStoryProviders } from '../auth/storybook/AccountStoryProviders';
import { AgentAddUserScreen } from './AgentAddUserScreen';
import { AgentCenterScreen } from './AgentCenterScreen';
import { AgentCreateLinkScreen } from './AgentCreateLinkScreen';
import { AgentDeclareScreen } from './AgentDeclareScreen';
import { AgentLinkScreen } from './AgentLinkScreen';
import { AgentLinkUpdateScreen } from './AgentLinkUpdateScreen';
import { AgentTeamOverviewScreen } from './AgentTeamOverviewScreen';
import { AgentUserDetailScreen } from './AgentUserDetailScreen';
import { AgentUserListScreen } from './AgentUserListScreen';
import {
  agentInformationFixture,
  agentLinkFixture,
  agentSubUserDetailFixture,
  agentSubUsersFixture,
  agentTeamOverviewFixture,
  agentTermsFixture,
} from './agentFixtures';
import { presetRange } from './teamRange';

const meta = {
  title: 'Features/Agent/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const page = <T,>(value: T) => ({ pages: [value], pageParams: [1] });

function screen(
  Screen: ComponentType,
  data: ReadonlyArray<readonly [readonly unknown[], unknown]>,
  options: { path?: string; pattern?: string } = {},
): Story {
  return {
    render: () => (
      <AccountStoryProviders token="story-token" path={options.path ?? '/'} data={data}>
        <Routes>
          <Route path={options.pattern ?? '*'} element={<Screen />} />
        </Routes>
      </AccountStoryProviders>
    ),
  };
}

export const Center: Story = {
  ...screen(AgentCenterScreen, [[agentKeys.information(), agentInformationFixture]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('agent-summary')).toHaveTextContent('JL8888');
    await expect(canvas.getByRole('link', { name: '团队总览' })).toBeVisible();
  },
};

export const UserList: Story = screen(AgentUserListScreen, [
  [[...agentKeys.subUsers({}), 'infinite'], page(agentSubUsersFixture)],
]);

export const UserDetail: Story = screen(
  AgentUserDetailScreen,
  [[agentKeys.subUserDetail(21), agentSubUserDetailFixture]],
  { path: '/agent/user-detail/21', pattern: '/agent/user-detail/:id' },
);

export const AddUser: Story = screen(AgentAddUserScreen, [[agentKeys.rebateRange(), [0, 8]]]);

export const TeamOverview: Story = {
  ...screen(AgentTeamOverviewScreen, [
    [
      agentKeys.teamOverview(presetRange('thisMonth', calendarDateAt(Date.now()))),
      agentTeamOverviewFixture,
    ],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '有效投注' })).toBeVisible();
    await expect(canvas.getByTestId('team-dl-rebate')).toHaveTextContent('38.40');
  },
};

export const CreateLink: Story = screen(AgentCreateLinkScreen, [
  [agentKeys.rebateRange(), [0, 8]],
  [[...agentKeys.links(), 'infinite'], page({ data: [agentLinkFixture], totalCount: 1 })],
]);

export const LinkDetail: Story = {
  ...screen(AgentLinkScreen, [[agentKeys.link(7), agentLinkFixture]], {
    path: '/agent/link/7',
    pattern: '/agent/link/:id',
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: '推广二维码' }),
    ).toBeVisible();
  },
};

export const LinkUpdate: Story = screen(
  AgentLinkUpdateScreen,
  [
    [agentKeys.rebateRange(), [0, 8]],
    [agentKeys.link(7), agentLinkFixture],
  ],
  { path: '/agent/link/7/update', pattern: '/agent/link/:id/update' },
);

export const Declare: Story = screen(AgentDeclareScreen, [[agentKeys.terms(), agentTermsFixture]]);
