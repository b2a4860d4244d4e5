import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { TemplateStorySeed } from '../TemplateStorySeed';
import { templateFixture } from '../templateFixtures';
import { TemplateCard } from './TemplateCard';

/** Every card type of spec §2 with seeded data (one story each). */
const meta = {
  title: 'Features/Templates/TemplateCard',
  component: TemplateCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { args }) => (
      <StoryProviders path="/template/110/1">
        <TemplateStorySeed templates={[args.template]}>
          <div style={{ maxWidth: 390 }}>
            <Story />
          </div>
        </TemplateStorySeed>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof TemplateCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (code: string, onHome = false): Story => ({
  args: { template: templateFixture(code), onHome },
});

/** Period results with like, 2 rows collapsed, past records and the zodiac poll. */
export const MB01: Story = {
  ...card('mb01'),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('template-item')).toHaveLength(2);
    await userEvent.click(within(c.getByTestId('template-card-toggle')).getByRole('button'));
    await expect(c.getAllByTestId('template-item')).toHaveLength(6);
    await expect(c.getByTestId('template-lock-login')).toHaveTextContent('登陆后可以解锁查看！');
    await expect(c.getByTestId('template-lock-recharge')).toHaveTextContent(
      '请充值任意金额开通VIP！',
    );
  },
};
export const MB01A = card('mb01A');
export const MB03 = card('mb03');
export const MB04 = card('mb04');
export const MB05 = card('mb05');
export const MB06 = card('mb06');
export const MB07 = card('mb07');
/** 琴棋书画: 5 rows collapsed, hit tags red. */
export const MB09: Story = {
  ...card('mb09'),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('template-item')).toHaveLength(5);
    await userEvent.click(within(c.getByTestId('template-card-toggle')).getByRole('button'));
    await expect(c.getAllByTestId('template-item')).toHaveLength(8);
  },
};
export const MB10 = card('mb10');
export const MB11 = card('mb11');
/** Group tabs '{groupName}期'; digits sized by value count. */
export const MB12 = card('mb12');
export const MB13 = card('mb13');
export const MB14 = card('mb14');
export const MB15 = card('mb15');
/** 合数小 / 合数大: 5 rows, 10 expanded. */
export const MB16 = card('mb16');
export const MB17 = card('mb17');
export const MB18 = card('mb18');
export const MB19 = card('mb19');
export const MB20 = card('mb20');
/** Horizontal carousel. */
export const MB21 = card('mb21');
export const MB22 = card('mb22');
export const MB23 = card('mb23');
/** News list: pinned first, relative times. */
export const MB24 = card('mb24');
/** Tabs over name, note1, note2 with medals. */
export const MB25 = card('mb25');
/** Table with tabs over its multiContents. */
export const MB26 = card('mb26');
export const MB27 = card('mb27');
export const MB28 = card('mb28');
export const MB29 = card('mb29');
/** A chat-room link row (templateType 0). */
export const MB30 = card('mb30');
export const MB31 = card('mb31');
export const MB32 = card('mb32');
export const MB33 = card('mb33');
export const MB34 = card('mb34');
export const MB35 = card('mb35');
export const MB36 = card('mb36');
/** The whole table under the recharge lock. */
export const MB37 = card('mb37');
/** Up to 3 rows. */
export const MB38 = card('mb38');
/** Sorted by sort descending. */
export const MB42 = card('mb42');
/** At most 15 rows. */
export const JhtGshou = card('JhtGshou');
export const TYMB = card('TYmb');
/** Six blocks merged; 1 item collapsed, all expanded. */
export const SYMB = card('SYmb');
export const SYMB2 = card('Symb2');
export const SYMB3 = card('Symb3');
/** On home: expanded by default; the login lock shows the short prompt. */
export const MB01OnHome = card('mb01', true);
export const MB09OnHome = card('mb09', true);
