import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from './BackToTop';

/** A page tall enough to scroll past the threshold. */
function LongPage({ threshold, durationMs }: { threshold: number; durationMs?: number }) {
  return (
    <div>
      {Array.from({ length: 60 }, (_, i) => (
        <p key={i} style={{ height: 40, margin: 0, padding: '0 16px' }}>
          第 {i + 1} 行
        </p>
      ))}
      <BackToTop threshold={threshold} durationMs={durationMs} label="回到顶部" />
    </div>
  );
}

const meta = {
  title: 'UI/BackToTop',
  component: BackToTop,
  args: { threshold: 400, label: '回到顶部' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The gallery's widget: past 400 px, back up in 450 ms. */
export const Gallery: Story = {
  args: { threshold: 400, durationMs: 450 },
  render: (args) => <LongPage threshold={args.threshold} durationMs={args.durationMs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '回到顶部' })).toBeNull();
    window.scrollTo(0, 1200);
    const button = await canvas.findByRole('button', { name: '回到顶部' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: '回到顶部' })).toBeNull());
  },
};
