// The page's first script (earlyTaps.ts) keeps the last tap on a control of the server's first
// screen, and nothing else; the app's side (earlyTapReplay.ts) takes it and taps it again.
import { afterEach, describe, expect, it } from 'vitest';
import { catchEarlyTaps } from './earlyTaps';
import { replayEarlyTap, takeEarlyTap } from './earlyTapReplay';
import { SERVER_RENDERED_ATTRIBUTE } from './serverRendered';

/** A #root as the server paints it (or not), holding `html`. */
function paint(html: string, serverRendered = true): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  if (serverRendered) root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/**
 * Taps `element`; returns whether something before the page's own handlers (the first script)
 * prevented its default action. That action is then prevented here: jsdom has no navigation.
 */
function tap(element: Element | null): boolean {
  let prevented = false;
  const onClick = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', onClick, { once: true });
  element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  window.removeEventListener('click', onClick);
  return prevented;
}

afterEach(() => {
  takeEarlyTap();
  delete window.jinliEarlyTaps;
  document.body.replaceChildren();
});

describe('the first script', () => {
  it('keeps the last tap on a control of the painted screen, and keeps its form from submitting', () => {
    const root = paint(
      '<form><button>登录</button></form><div role="tab"><span>香港六合彩</span></div>',
    );
    catchEarlyTaps();
    expect(tap(root.querySelector('button'))).toBe(true);
    tap(root.querySelector('span'));
    expect(takeEarlyTap()).toBe(root.querySelector('[role="tab"]'));
    // Taken: the app answers taps from now on.
    expect(tap(root.querySelector('button'))).toBe(false);
    expect(takeEarlyTap()).toBeNull();
  });

  it('leaves links, disabled controls, what is outside #root and a screen the app drew alone', () => {
    const root = paint('<a href="/gallery"><span>图库</span></a><button disabled>旋转</button>');
    const outside = document.createElement('button');
    document.body.append(outside);
    catchEarlyTaps();
    expect(tap(root.querySelector('span'))).toBe(false);
    tap(root.querySelector('button'));
    tap(outside);
    expect(takeEarlyTap()).toBeNull();

    document.body.replaceChildren();
    const drawn = paint('<button>注册</button>', false);
    catchEarlyTaps();
    tap(drawn.querySelector('button'));
    expect(takeEarlyTap()).toBeNull();
  });

  it('is a no-op for the app where the page had no first script', () => {
    expect(takeEarlyTap()).toBeNull();
  });
});

describe('replayEarlyTap', () => {
  it('taps the control again while the screen holds it, and not once it is gone', () => {
    const root = paint('<button>充值</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    let taps = 0;
    button.addEventListener('click', () => (taps += 1));
    replayEarlyTap(button);
    expect(taps).toBe(1);
    button.remove();
    replayEarlyTap(button);
    replayEarlyTap(null);
    expect(taps).toBe(1);
  });
});
