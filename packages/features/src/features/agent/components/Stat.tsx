// One figure of a stats grid: its name over its value (inside a <dl>).
import '../../../shared/money.css';

export function Stat({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string;
  /** Colour of a signed amount: 'in' green, 'out' red. */
  tone?: 'in' | 'out';
  testId?: string;
}) {
  return (
    <div className="jl-agent-stats__cell">
      <dt>{label}</dt>
      <dd data-testid={testId} className={tone ? `jl-money--${tone}` : undefined}>
        {value}
      </dd>
    </div>
  );
}
