import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_LOCK_MS, installClickLock } from './clickLock';

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  document.body.innerHTML = '';
});

function setUp() {
  let time = 1000;
  uninstall = installClickLock(document, CLICK_LOCK_MS, () => time);
  document.body.innerHTML =
    '<button id="a"><span id="a-label">go</span></button><button id="b">b</button><a href="/x" id="link">x</a><p id="text">t</p>';
  const onA = vi.fn();
  const onB = vi.fn();
  const onText = vi.fn();
  document.getElementById('a')!.addEventListener('click', onA);
  document.getElementById('b')!.addEventListener('click', onB);
  document.getElementById('text')!.addEventListener('click', onText);
  return { onA, onB, onText, advance: (ms: number) => (time += ms) };
}

const click = (id: string) => document.getElementById(id)!.click();

describe('installClickLock (spec §4/§9: 100 ms)', () => {
  it('lets a second tap on the same control through only after 100 ms', () => {
    const { onA, advance } = setUp();
    click('a');
    advance(99);
    click('a-label');
    expect(onA).toHaveBeenCalledTimes(1);
    advance(1);
    click('a');
    expect(onA).toHaveBeenCalledTimes(2);
  });

  it('never swallows a tap on another control, nor taps outside controls', () => {
    const { onA, onB, onText } = setUp();
    click('a');
    click('b');
    click('a');
    click('text');
    click('text');
    expect(onA).toHaveBeenCalledTimes(2);
    expect(onB).toHaveBeenCalledTimes(1);
    expect(onText).toHaveBeenCalledTimes(2);
  });

  it('lets a tap through after typing, however soon (a corrected form sent again)', () => {
    const { onA } = setUp();
    click('a');
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    click('a');
    expect(onA).toHaveBeenCalledTimes(2);
  });

  it('keeps a link from being followed twice', () => {
    setUp();
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(first);
    document.getElementById('link')!.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
  });
});
