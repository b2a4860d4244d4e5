import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';

/** Relative luminance of a computed `rgb(r, g, b)` colour (WCAG 2.x). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** Contrast of an element's text against its own background colour. */
function contrastOf(element: Element): number {
  const style = getComputedStyle(element);
  const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
    (a, b) => b - a,
  );
  return (light! + 0.05) / (dark! + 0.05);
}

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '立即登录', variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

/** Every look and size, as used in dialogs, forms and the wallet card. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button variant="default">取消</Button>
        <Button variant="primary">确认</Button>
        <Button variant="gold">充值</Button>
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button variant="primary" size="sm">
          登录
        </Button>
        <Button variant="default" size="sm">
          注册
        </Button>
        <Button variant="primary" disabled>
          提交中
        </Button>
      </div>
      <Button variant="primary" size="lg" block>
        立即注册
      </Button>
    </div>
  ),
};

/** Disabled buttons of every variant stay readable (AA, 4.5:1): no faded white on pastel. */
export const Disabled: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, padding: 16 }}>
      <Button variant="primary" disabled>
        登录
      </Button>
      <Button variant="gold" disabled>
        充值
      </Button>
      <Button variant="default" disabled>
        注册
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
      // Measured against a solid background of its own, not faded: what the eye gets.
      const style = getComputedStyle(button);
      await expect(style.opacity).toBe('1');
      await expect(style.backgroundImage).toBe('none');
      await expect(style.backgroundColor).toMatch(/^rgb\(/);
      await expect(contrastOf(button)).toBeGreaterThanOrEqual(4.5);
    }
  },
};
