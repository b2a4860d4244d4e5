import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Countdown.css';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /** When it reaches zero: epoch ms on this device's clock. */
  endsAt: number;
  /** Called once when the countdown reaches zero (also when it is already over at mount). */
  onEnd?: () => void;
  /** Clock, epoch ms; default Date.now (tests and stories pass their own). */
  now?: () => number;
  /** Accessible name of the timer, e.g. '距开奖'. */
  label?: string;
  className?: string;
}

function parts(ms: number): [string, string, string] {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(Math.floor(total / 3600)), pad(Math.floor((total % 3600) / 60)), pad(total % 60)];
}

const unchanging = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * A HH:MM:SS countdown to `endsAt` that ticks on the second. Hours may exceed 24 (two or more
 * digits); the display never goes below 00:00:00.
 */
export function Countdown({ endsAt, onEnd, now = Date.now, label, className }: CountdownProps) {
  const [remaining, setRemaining] = useState(() => Math.max(0, endsAt - now()));
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const tick = () => {
      const left = Math.max(0, endsAt - now());
      setRemaining(left);
      if (left === 0) {
        if (!ended) {
          ended = true;
          onEndRef.current?.();
        }
        return;
      }
      // Wake up just after the next whole second of the remaining time.
      timer = setTimeout(tick, (left % 1000 || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt, now]);

  // A screen the server rendered shows the server's digits, and the client's first render (while
  // hydrating) has its own clock's: that difference is expected, not a mismatch
  // (suppressHydrationWarning). React keeps the server's text then, and would keep it while the
  // client's digits stay the same, so the timer is drawn anew right after hydration (its key
  // changes once; rendered without hydration it is 'live' from the start).
  const hydrated = useSyncExternalStore(unchanging, onClient, onServer);
  const [h, m, s] = parts(remaining);
  return (
    <span
      key={hydrated ? 'live' : 'first'}
      suppressHydrationWarning
      className={cx('jl-countdown', className)}
      role="timer"
      aria-label={label ? `${label} ${h}:${m}:${s}` : `${h}:${m}:${s}`}
    >
      <span className="jl-countdown__part" suppressHydrationWarning>
        {h}
      </span>
      <span className="jl-countdown__sep" aria-hidden="true">
        :
      </span>
      <span className="jl-countdown__part" suppressHydrationWarning>
        {m}
      </span>
      <span className="jl-countdown__sep" aria-hidden="true">
        :
      </span>
      <span className="jl-countdown__part" suppressHydrationWarning>
        {s}
      </span>
    </span>
  );
}
