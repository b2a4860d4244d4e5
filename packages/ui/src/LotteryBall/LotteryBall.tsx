import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './LotteryBall.css';

/** Props of {@link LotteryBall}. */
export interface LotteryBallProps {
  /** The number on the ball; undefined for a ball not drawn yet (shows '?'). */
  number?: number;
  /** Ball colour (any CSS colour); the caller picks it (Mark Six colours come from @jinli/domain). */
  color?: string;
  /** Text under the ball, e.g. the zodiac sign '龙'. */
  label?: string;
  /** Diameter: sm 24 px, md 32 px (default), lg 40 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Plays a short drop-in animation (used when a number is revealed live). */
  reveal?: boolean;
  className?: string;
}

/** One lottery ball: a coloured disc with its two-digit number and an optional label below. */
export function LotteryBall({
  number,
  color,
  label,
  size = 'md',
  reveal = false,
  className,
}: LotteryBallProps) {
  const drawn = number !== undefined;
  const text = drawn ? String(number).padStart(2, '0') : '?';
  return (
    <span
      className={cx(
        'jl-ball',
        `jl-ball--${size}`,
        !drawn && 'jl-ball--pending',
        reveal && drawn && 'jl-ball--reveal',
        className,
      )}
      role="img"
      aria-label={drawn ? (label ? `${text} ${label}` : text) : '待开奖'}
    >
      <span
        className="jl-ball__disc"
        style={drawn && color ? { ['--jl-ball-color' as string]: color } : undefined}
        aria-hidden="true"
      >
        {text}
      </span>
      {label !== undefined ? (
        <span className="jl-ball__label" aria-hidden="true">
          {label}
        </span>
      ) : null}
    </span>
  );
}
