// Quick picks of a number play (spec §2 game: 大/小/单/双/红/绿/蓝 and the zodiacs): a tap selects
// exactly the numbers of that group; 清空 empties the selection.
import { QUICK_PICKS, type QuickPick } from '../game/betSlip';
import { betStrings as s } from '../strings';

export interface QuickPicksProps {
  disabled?: boolean;
  onPick(pick: QuickPick): void;
  onClear(): void;
}

export function QuickPicks({ disabled = false, onPick, onClear }: QuickPicksProps) {
  return (
    <div className="jl-bet__quick" role="group" aria-label={s.quickPicks}>
      {QUICK_PICKS.map((pick) => (
        <button
          key={pick}
          type="button"
          className="jl-bet__chip jl-hit"
          disabled={disabled}
          onClick={() => onPick(pick)}
        >
          {pick}
        </button>
      ))}
      <button
        type="button"
        className="jl-bet__chip jl-bet__chip--clear jl-hit"
        disabled={disabled}
        onClick={onClear}
      >
        {s.clear}
      </button>
    </div>
  );
}
