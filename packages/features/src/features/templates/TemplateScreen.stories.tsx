import { templateKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { TemplateStorySeed } from './TemplateStorySeed';
import { templateFixture } from './templateFixtures';
import { TemplateScreen } from './TemplateScreen';
import type { Template } from './templateTypes';

const meta = {
  title: 'Features/Templates/TemplateScreen',
  component: TemplateScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TemplateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cates = [
  { templateId: 11, playCateName: '特码' },
  { templateId: 12, playCateName: '生肖' },
  { templateId: 13, playCateName: '波色' },
];

function seeded(code: string, search = (_t: Template) => '') {
  const template = { ...templateFixture(code), id: 11, playCateName: '特码' };
  const query = search(template);
  const path = `/template/110/11${query}`;
  const documentId = new URLSearchParams(query).get('documentId');
  return {
    decorators: [
      (Story: () => React.JSX.Element) => (
        <StoryProviders path={path}>
          <TemplateStorySeed
            templates={[template]}
            entries={[
              [
                templateKeys.info({
                  gameId: 110,
                  templateId: 11,
                  documentId: documentId ? Number(documentId) : undefined,
                }),
                template,
              ],
              [templateKeys.playCate(110), cates],
              [templateKeys.ads(), []],
            ]}
          >
            <Routes>
              <Route path="/template/:gameId/:templateId" element={<Story />} />
            </Routes>
          </TemplateStorySeed>
        </StoryProviders>
      ),
    ],
  } satisfies Story;
}

/** A period-result template: header with like, play categories, card with the poll. */
export const PeriodResults: Story = {
  ...seeded('mb01'),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: '平特一肖' })).toBeVisible();
    await expect(c.getAllByTestId('template-like')[0]).toHaveTextContent('收藏');
    await expect(c.getByTestId('template-poll')).toBeVisible();
  },
};

/** Opened from the database (?documentId=). */
export const FromDatabase: Story = seeded('mb12', () => '?documentId=5');

/** Opened from a news item (?templateId={itemId}): the item first. */
export const NewsItem: Story = seeded('mb24', (t) => `?templateId=${t.groups[0]!.items[2]!.id}`);

/** Nothing under that id. */
export const NotFound: Story = {
  decorators: [
    (Story) => (
      <StoryProviders path="/template/110/0">
        <TemplateStorySeed entries={[[templateKeys.playCate(110), cates]]}>
          <Routes>
            <Route path="/template/:gameId/:templateId" element={<Story />} />
          </Routes>
        </TemplateStorySeed>
      </StoryProviders>
    ),
  ],
};
