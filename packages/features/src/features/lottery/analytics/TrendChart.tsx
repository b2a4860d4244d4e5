// The special number's trend (走势): a hand-drawn SVG line over the last draws, oldest on the left,
// 1-49 bottom to top, each point a dot in its ball colour. No chart library: a few dozen elements.
import { MARK_SIX_COLOURS } from '@jinli/domain';
import type { AnalysedDraw } from './drawStats';

export interface TrendChartProps {
  /** Newest first, as analysed. */
  draws: readonly AnalysedDraw[];
  /** How many of the newest draws to plot. Default 30. */
  count?: number;
}

const W = 360;
const H = 220;
const PAD = { left: 28, right: 10, top: 12, bottom: 26 };

export function TrendChart({ draws, count = 30 }: TrendChartProps) {
  const shown = draws.slice(0, count).reverse();
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (shown.length <= 1 ? innerW / 2 : (i * innerW) / (shown.length - 1));
  const y = (n: number) => PAD.top + innerH - ((n - 1) / 48) * innerH;
  const path = shown
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.special).toFixed(1)}`)
    .join(' ');
  const last = shown[shown.length - 1];
  return (
    <figure className="jl-lottery-section jl-trend-chart">
      <h2>特码走势（近 {shown.length} 期）</h2>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`特码走势 近${shown.length}期`}>
        {[1, 10, 20, 30, 40, 49].map((n) => (
          <g key={n}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(n)}
              y2={y(n)}
              stroke="var(--jl-color-border)"
              strokeWidth="1"
            />
            <text
              x={PAD.left - 4}
              y={y(n) + 4}
              textAnchor="end"
              fontSize="12"
              fill="var(--jl-color-text-secondary)"
            >
              {n}
            </text>
          </g>
        ))}
        <path
          d={path}
          fill="none"
          stroke="var(--jl-color-primary)"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        {shown.map((d, i) => (
          <circle
            key={d.turnNum}
            cx={x(i)}
            cy={y(d.special)}
            r="3.2"
            fill={MARK_SIX_COLOURS[d.specialAttributes.colour].hex}
            data-turn={d.turnNum}
            data-special={d.special}
          >
            <title>{`第${d.turnNum}期 特码 ${d.special}`}</title>
          </circle>
        ))}
        {shown.length > 0 ? (
          <>
            <text x={PAD.left} y={H - 8} fontSize="12" fill="var(--jl-color-text-secondary)">
              {shown[0]?.turnNum}
            </text>
            <text
              x={W - PAD.right}
              y={H - 8}
              textAnchor="end"
              fontSize="12"
              fill="var(--jl-color-text-secondary)"
            >
              {last?.turnNum}
            </text>
          </>
        ) : null}
      </svg>
    </figure>
  );
}
