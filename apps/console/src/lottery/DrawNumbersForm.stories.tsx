import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../shared/StoryFrame';
import { DrawNumbersForm } from './DrawNumbersForm';
import { LOTTERY_TEXT } from './strings';

const meta = {
  title: 'Console/DrawNumbersForm',
  component: DrawNumbersForm,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Card title={LOTTERY_TEXT.markSixName} style={{ maxWidth: 720 }}>
          <Story />
        </Card>
      </StoryFrame>
    ),
  ],
  args: { onDraw: async () => undefined },
} satisfies Meta<typeof DrawNumbersForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types the seven numbers into the form, in order. */
async function enter(canvasElement: HTMLElement, numbers: number[]) {
  const canvas = within(canvasElement);
  for (const [index, n] of numbers.entries())
    await userEvent.type(canvas.getByLabelText(LOTTERY_TEXT.ball(index)), String(n));
  await userEvent.click(canvas.getByRole('button', { name: LOTTERY_TEXT.submitDraw }));
}

export const Empty: Story = {};

/** A number typed twice is refused before any confirmation. */
export const RepeatedNumber: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, [3, 14, 25, 36, 47, 14, 8]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      LOTTERY_TEXT.distinct,
    );
    await expect(screen.queryByText(LOTTERY_TEXT.confirmTitle)).toBeNull();
  },
};

/** Seven different numbers: the confirmation repeats them as balls before anything is sent. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, [3, 14, 25, 36, 47, 9, 8]);
    // The modal fades in: visible once its opening is done.
    const title = await screen.findByText(LOTTERY_TEXT.confirmTitle);
    await waitFor(() => expect(title).toBeVisible());
    const balls = await screen.findByTestId('confirm-balls');
    await expect(balls).toHaveTextContent(/03.*14.*25.*36.*47.*09.*08/);
    await expect(screen.getByRole('button', { name: LOTTERY_TEXT.confirmOk })).toBeVisible();
  },
};
