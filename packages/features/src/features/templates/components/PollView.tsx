// The zodiac poll of the period-result cards (spec §3 Vote/poll, §4, §5): choose one option, vote
// once; after voting the options lock and every option shows its percentage.
import { hasVoted, pollPercentages } from '@jinli/domain';
import { useState } from 'react';
import { templateStrings } from '../strings';
import type { TemplatePoll } from '../templateTypes';

export interface PollViewProps {
  poll: TemplatePoll;
  pending?: boolean;
  /** Called with the chosen option (null when none was chosen); the container checks the rules. */
  onVote: (selectedOptionId: number | null) => void;
}

export function PollView({ poll, pending = false, onVote }: PollViewProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const voted = hasVoted(poll.optionId);
  const percents = new Map(pollPercentages(poll.pollOptions).map((p) => [String(p.optionId), p]));
  return (
    <section
      className="jl-tpl-poll"
      aria-label={templateStrings.pollTitle}
      data-testid="template-poll"
    >
      <h4 className="jl-tpl-poll__title">
        {templateStrings.pollTitle}
        <span className="jl-tpl-poll__turn">
          {poll.gameTurn.endsWith('期') ? poll.gameTurn : `${poll.gameTurn}期`}
        </span>
      </h4>
      <div
        className="jl-tpl-poll__options"
        role="radiogroup"
        aria-label={templateStrings.pollTitle}
      >
        {poll.pollOptions.map((o) => {
          const mine = voted
            ? String(poll.optionId) === String(o.option_id)
            : selected === o.option_id;
          const percent = percents.get(String(o.option_id))?.percent ?? 0;
          return (
            <button
              key={o.option_id}
              type="button"
              role="radio"
              aria-checked={mine}
              disabled={voted}
              className={`jl-tpl-poll__option${mine ? ' jl-tpl-poll__option--on' : ''}`}
              onClick={() => setSelected(o.option_id)}
            >
              <span className="jl-tpl-poll__label">{o.option_text}</span>
              {voted ? (
                <>
                  <span className="jl-tpl-poll__bar" aria-hidden="true">
                    <span style={{ width: `${percent}%` }} />
                  </span>
                  <span className="jl-tpl-poll__percent" data-testid="poll-percent">
                    {percent.toFixed(2)}%
                  </span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className="jl-tpl-poll__submit"
        aria-busy={pending || undefined}
        onClick={() => {
          if (!pending) onVote(selected);
        }}
      >
        {voted ? templateStrings.voted : templateStrings.vote}
      </button>
    </section>
  );
}
