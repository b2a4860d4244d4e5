import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Collapse } from './Collapse';
import { ExpandToggle } from './ExpandToggle';

/** jsdom lays nothing out: give the content a height. */
function contentHeight(px: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(px);
}

describe('ExpandToggle', () => {
  it('shows the label for the next action and announces the state', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <ExpandToggle
        expanded={false}
        onToggle={onToggle}
        expandLabel="展开"
        collapseLabel="收起"
        controls="rules"
      />,
    );
    const button = screen.getByRole('button', { name: '展开' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'rules');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<ExpandToggle expanded onToggle={onToggle} expandLabel="展开" collapseLabel="收起" />);
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Collapse', () => {
  beforeEach(() => contentHeight(200));
  afterEach(() => vi.restoreAllMocks());

  it('hides closed content from everyone and opens to its height', () => {
    const { rerender } = render(
      <Collapse open={false} id="rules">
        <p>规则说明</p>
      </Collapse>,
    );
    const region = document.getElementById('rules')!;
    expect(region.style.height).toBe('0px');
    expect(region).toHaveAttribute('aria-hidden', 'true');
    expect(region).toHaveAttribute('inert');
    rerender(
      <Collapse open id="rules">
        <p>规则说明</p>
      </Collapse>,
    );
    expect(region.style.height).toBe('200px');
    expect(region).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('规则说明')).toBeVisible();
  });

  it('keeps a readable preview and reports whether the content overflows it', () => {
    const onOverflowChange = vi.fn();
    const { rerender } = render(
      <Collapse open={false} collapsedHeight={80} onOverflowChange={onOverflowChange}>
        长文本
      </Collapse>,
    );
    const region = screen.getByText('长文本').parentElement!;
    expect(region.style.height).toBe('80px');
    expect(region).toHaveClass('jl-collapse--clipped');
    expect(region).not.toHaveAttribute('aria-hidden');
    expect(onOverflowChange).toHaveBeenLastCalledWith(true);
    // Short content: shown whole, no fade, nothing to expand.
    contentHeight(50);
    rerender(
      <Collapse open={false} collapsedHeight={80} onOverflowChange={onOverflowChange}>
        短
      </Collapse>,
    );
    expect(region.style.height).toBe('50px');
    expect(region).not.toHaveClass('jl-collapse--clipped');
    expect(onOverflowChange).toHaveBeenLastCalledWith(false);
  });

  it('works with ExpandToggle', async () => {
    function Rules() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Collapse open={open} id="r" collapsedHeight={60}>
            玩法规则
          </Collapse>
          <ExpandToggle
            expanded={open}
            onToggle={() => setOpen(!open)}
            expandLabel="展开"
            collapseLabel="收起"
            controls="r"
          />
        </>
      );
    }
    render(<Rules />);
    await userEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(document.getElementById('r')!.style.height).toBe('200px');
    await userEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(document.getElementById('r')!.style.height).toBe('60px');
  });
});
