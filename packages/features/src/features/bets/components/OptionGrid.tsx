// The picks of one play: the 1-49 grid (Mark Six colours, zodiac of the lunar year) for number
// plays, otherwise one button per option (两面, 波色, 生肖, 尾数) with its odds. A picked option is
// aria-pressed.
import { ODDS_KEY_NAMES, type OddsKey, type PlayOption, zodiacOfNumber } from '@jinli/domain';
import { LotteryBall } from '@jinli/ui';
import { ballHex } from './NumberBall';
import './OptionGrid.css';

export interface OptionGridProps {
  options: readonly PlayOption[];
  selected: readonly string[];
  /** Number grid (balls) or option buttons. */
  variant: 'numbers' | 'options';
  /** Odds per prize level as the server sends them ('42.5'); absent levels show nothing. */
  odds: Partial<Record<OddsKey, string>>;
  lunarYear: number;
  disabled?: boolean;
  onToggle(key: string): void;
}

export function OptionGrid({
  options,
  selected,
  variant,
  odds,
  lunarYear,
  disabled = false,
  onToggle,
}: OptionGridProps) {
  if (variant === 'numbers')
    return (
      <div className="jl-options jl-options--numbers" data-testid="number-grid">
        {options.map((option) => {
          const n = option.numbers[0] ?? 0;
          const picked = selected.includes(option.key);
          return (
            <button
              key={option.key}
              type="button"
              className="jl-options__number"
              aria-pressed={picked}
              disabled={disabled}
              onClick={() => onToggle(option.key)}
            >
              <LotteryBall
                number={n}
                color={ballHex(n)}
                label={zodiacOfNumber(n, lunarYear)}
                size="sm"
              />
            </button>
          );
        })}
      </div>
    );
  return (
    <div className="jl-options jl-options--buttons" data-testid="option-grid">
      {options.map((option) => {
        const picked = selected.includes(option.key);
        const price = odds[option.oddsKey];
        return (
          <button
            key={option.key}
            type="button"
            className="jl-options__button"
            aria-pressed={picked}
            disabled={disabled}
            onClick={() => onToggle(option.key)}
          >
            <span className="jl-options__label">{option.label}</span>
            {price ? <span className="jl-options__odds">{price}</span> : null}
            {option.numbers.length > 1 && option.numbers.length <= 5 ? (
              <span className="jl-options__covers">
                {option.numbers.map((n) => String(n).padStart(2, '0')).join(' ')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** 'base 42.5' → the odds line of a play: '赔率 42.5' or '中三 100 · 中二 20'. */
export function oddsLine(keys: readonly OddsKey[], odds: Partial<Record<OddsKey, string>>): string {
  return keys
    .filter((key) => odds[key])
    .map((key) => `${ODDS_KEY_NAMES[key]} ${odds[key]}`)
    .join(' · ');
}
