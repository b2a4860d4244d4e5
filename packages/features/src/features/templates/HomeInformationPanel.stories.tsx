import { ApiError, staticDocumentKeys, templateKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appConfigFixture } from '../lottery/lotteryFixtures';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { HomeInformationPanel } from './HomeInformationPanel';
import { homeTemplatesKey } from './hooks/templateQueries';
import { TemplateStorySeed } from './TemplateStorySeed';
import { CARD_CODES, templateFixture } from './templateFixtures';

const meta = {
  title: 'Features/Templates/HomeInformationPanel',
  component: HomeInformationPanel,
  parameters: { layout: 'fullscreen' },
  args: { gameId: 110 },
} satisfies Meta<typeof HomeInformationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = ['特码', '生肖', '波色', '单双', '大小', '尾数', '平特', '连肖'].map(
  (playCateName, i) => ({ templateId: 100 + i, playCateName }),
);
const templates = ['mb01', 'mb09', 'mb16', 'mb24', 'mb26', 'SYmb'].map((code) =>
  templateFixture(code),
);

function panel(cates: typeof categories, totalCount: number): Story {
  return {
    decorators: [
      (Story) => (
        <StoryProviders>
          <TemplateStorySeed
            templates={templates}
            entries={[
              [staticDocumentKeys.document('app_config'), appConfigFixture],
              [templateKeys.playCate(110), cates],
              [
                homeTemplatesKey(110, ''),
                { pages: [{ data: templates, totalCount }], pageParams: [1] },
              ],
            ]}
          >
            <Story />
          </TemplateStorySeed>
        </StoryProviders>
      ),
    ],
  };
}

/** Eight categories: six shown and 更多; all templates loaded, so the end line shows. */
export const ManyCategories: Story = {
  ...panel(categories, templates.length),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const cates = () => within(c.getByRole('tablist', { name: '玩法分类' })).getAllByRole('tab');
    await expect(cates()).toHaveLength(7);
    await expect(c.getByTestId('info-panel-more')).toHaveTextContent('更多');
    await userEvent.click(c.getByTestId('info-panel-more'));
    await expect(cates()).toHaveLength(9);
    await expect(c.getByTestId('info-panel-more')).toHaveTextContent('收起');
    await expect(c.getByText('没有更多数据了')).toBeVisible();
  },
};

/** Few categories: no toggle. */
export const FewCategories: Story = panel(categories.slice(0, 3), templates.length);

/** Every card type as home shows them. */
export const EveryCard: Story = (() => {
  const all = CARD_CODES.map((code) => templateFixture(code));
  return {
    decorators: [
      (Story) => (
        <StoryProviders>
          <TemplateStorySeed
            templates={all}
            entries={[
              [staticDocumentKeys.document('app_config'), appConfigFixture],
              [templateKeys.playCate(110), categories],
              [
                homeTemplatesKey(110, ''),
                { pages: [{ data: all, totalCount: all.length }], pageParams: [1] },
              ],
            ]}
          >
            <Story />
          </TemplateStorySeed>
        </StoryProviders>
      ),
    ],
  };
})();

/** The first page failed (here: the server's 500): the error's message and 重试, no empty list. */
export const FirstPageFailed: Story = {
  decorators: [
    (Story) => (
      <StoryProviders>
        <TemplateStorySeed
          entries={[
            [staticDocumentKeys.document('app_config'), appConfigFixture],
            [templateKeys.playCate(110), categories],
          ]}
          failed={[[homeTemplatesKey(110, ''), ApiError.fromStatus(500)]]}
        >
          <Story />
        </TemplateStorySeed>
      </StoryProviders>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('系统错误，请稍后再试')).toBeVisible();
    await expect(c.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(c.queryByText('暂无数据')).toBeNull();
    await expect(c.queryByText('没有更多数据了')).toBeNull();
  },
};
