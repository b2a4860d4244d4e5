import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { storyCompany } from '../../../app/storybook/storyFixtures';
import { HomeQuickIcons } from './HomeQuickIcons';

/** The five quick icons of the game-centre style home (a visitor). */
const meta = {
  title: 'Features/GameCenter/HomeQuickIcons',
  component: HomeQuickIcons,
  render: () => (
    <StoryProviders company={storyCompany}>
      <div style={{ padding: '8px 0', background: 'var(--jl-color-bg)' }}>
        <HomeQuickIcons />
      </div>
    </StoryProviders>
  ),
} satisfies Meta<typeof HomeQuickIcons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icons = within(canvasElement).getByRole('navigation', { name: '快捷入口' });
    await expect(
      within(icons)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['充值', '提现', '洗码', '聊天室', '客服']);
  },
};
