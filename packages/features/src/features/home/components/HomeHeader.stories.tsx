import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { storyCompany } from '../../../app/storybook/storyFixtures';
import { HomeHeader } from './HomeHeader';

const meta = {
  title: 'Features/Home/HomeHeader',
  component: HomeHeader,
  args: { logoUrl: storyCompany.logoUrl, companyName: storyCompany.name, loggedIn: false },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: logo with 登录 / 注册. */
export const Visitor: Story = {};
export const LoggedIn: Story = { args: { loggedIn: true } };
/** Company info still loading. */
export const Loading: Story = { args: { loading: true } };
/** A company without a logo: its name instead. */
export const NameOnly: Story = { args: { logoUrl: '' } };
