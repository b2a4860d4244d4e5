import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Chips } from '../Chips/Chips';
import { ExpandToggle } from '../Collapse/ExpandToggle';
import { NavBar } from '../NavBar/NavBar';
import { SearchBar } from '../SearchBar/SearchBar';
import { Switch } from '../Switch/Switch';

/** WCAG 2.5.5's size: every control takes taps over at least this square. */
const TAP_MIN = 44;

/**
 * Whether a tap `dx`, `dy` CSS pixels from the centre of `element` lands on it (hit-testing
 * counts the invisible ::before layer of .jl-hit as the element).
 */
function takesTapAt(element: Element, dx: number, dy: number): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(
    box.left + box.width / 2 + dx,
    box.top + box.height / 2 + dy,
  );
  return hit !== null && (hit === element || element.contains(hit));
}

function Controls() {
  const [chip, setChip] = useState('all');
  const [checked, setChecked] = useState(false);
  const [on, setOn] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('锦鲤');
  return (
    <div style={{ display: 'grid', gap: 24, padding: 24 }}>
      <NavBar title="标题" onBack={() => {}} />
      <div>
        <Button size="sm" data-tap="button">
          撤单
        </Button>
      </div>
      <Chips
        ariaLabel="状态"
        items={[
          { key: 'all', label: '全部' },
          { key: 'won', label: '中奖' },
        ]}
        activeKey={chip}
        onChange={setChip}
      />
      <div>
        <Checkbox checked={checked} onChange={setChecked}>
          记住密码
        </Checkbox>
      </div>
      <div>
        <Switch checked={on} onChange={setOn} aria-label="开奖提醒" />
      </div>
      <div>
        <ExpandToggle
          expanded={expanded}
          onToggle={() => setExpanded(!expanded)}
          expandLabel="展开"
          collapseLabel="收起"
        />
      </div>
      <SearchBar value={text} onChange={setText} onSearch={() => {}} aria-label="搜索" />
    </div>
  );
}

const meta = {
  title: 'UI/Accessibility',
  component: Controls,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Controls>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 18: small controls (a 32 px button, 30 px chips, a 20 px box, a 28 px switch, the back
 * and clear buttons) take taps over at least 44 × 44 px, while drawn at their own size.
 */
export const TapTargets: Story = {
  play: async ({ canvasElement }) => {
    const controls = canvasElement.querySelectorAll(
      '.jl-button, .jl-chips__chip, .jl-checkbox, .jl-switch, .jl-navbar__back, .jl-expand-toggle, .jl-search__clear',
    );
    await expect(controls.length).toBe(8);
    const reach = TAP_MIN / 2 - 1;
    for (const control of controls) {
      for (const [dx, dy] of [
        [0, -reach],
        [0, reach],
        [-reach, 0],
        [reach, 0],
      ] as const) {
        await expect({
          control: control.className,
          dx,
          dy,
          hit: takesTapAt(control, dx, dy),
        }).toEqual({
          control: control.className,
          dx,
          dy,
          hit: true,
        });
      }
    }
    // The drawing keeps its size: the small button is still 32 px high.
    const small = canvasElement.querySelector('[data-tap="button"]')!;
    await expect(Math.round(small.getBoundingClientRect().height)).toBe(32);
  },
};

/** Keyboard focus shows a ring of at least 2 px on every control (WCAG 2.4.7). */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const seen = new Set<Element>();
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      const focused = document.activeElement;
      if (!focused || !canvasElement.contains(focused)) continue;
      seen.add(focused);
      // A checkbox's input is invisible: its ring is drawn on the box beside it; a search
      // input's on the whole field around it.
      const ringed = focused.matches('.jl-checkbox__input')
        ? focused.nextElementSibling!
        : (focused.closest('.jl-search__field') ?? focused);
      const style = getComputedStyle(ringed);
      const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      const shadow = style.boxShadow !== 'none';
      await expect({
        element: focused.outerHTML.slice(0, 60),
        ring: outline >= 2 || shadow,
      }).toEqual({
        element: focused.outerHTML.slice(0, 60),
        ring: true,
      });
    }
    await expect(seen.size).toBeGreaterThan(4);
  },
};
