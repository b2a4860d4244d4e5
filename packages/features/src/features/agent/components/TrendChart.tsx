// The team overview's trend (issue 17: "a small trend chart drawn light"): one series of the
// report's daily points as a thin line over a faint area, the zero line, and the first and last
// day under it with the highest (and a negative lowest) value between them. Hand-drawn SVG, no chart library.
import { formatMoney } from '@jinli/domain';
import { useId } from 'react';
import { scaleTrend } from '../trendScale';

export interface TrendChartProps {
  /** One point per day (thousandths of a yuan). */
  points: { date: string; value: number }[];
  /** Accessible name of the chart, e.g. the series' name. */
  label: string;
  emptyText: string;
  /** Caption of the highest value, and of the lowest when it is below zero. */
  maxText: (amount: string) => string;
  minText: (amount: string) => string;
}

const BOX = { width: 340, height: 120, pad: 8 };

export function TrendChart({ points, label, emptyText, maxText, minText }: TrendChartProps) {
  const gradientId = useId();
  if (points.length === 0 || points.every((point) => point.value === 0))
    return (
      <p className="jl-agent-trend__empty" data-testid="agent-trend-empty">
        {emptyText}
      </p>
    );
  const {
    points: xy,
    zeroY,
    max,
    min,
  } = scaleTrend(
    points.map((point) => point.value),
    BOX,
  );
  const line = xy.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const first = xy[0]!;
  const last = xy[xy.length - 1]!;
  const area = `M${first.x.toFixed(1)},${zeroY.toFixed(1)} L${line.replaceAll(' ', ' L')} L${last.x.toFixed(1)},${zeroY.toFixed(1)} Z`;
  return (
    <figure className="jl-agent-trend" data-testid="agent-trend">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={label}
        className="jl-agent-trend__svg"
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.18" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0.02" />
          </linearGradient>
        </defs>
        <line
          x1={0}
          x2={BOX.width}
          y1={zeroY}
          y2={zeroY}
          className="jl-agent-trend__zero"
          vectorEffect="non-scaling-stroke"
        />
        <path d={area} fill={`url(#${gradientId})`} stroke="none" />
        <polyline
          points={line}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
        {xy.length <= 31
          ? xy.map((p, index) => (
              <circle key={points[index]!.date} cx={p.x} cy={p.y} r={1.8} fill="currentColor" />
            ))
          : null}
      </svg>
      <figcaption className="jl-agent-trend__axis">
        <span>{points[0]!.date.slice(5)}</span>
        <span className="jl-agent-trend__peak">
          {maxText(formatMoney(max))}
          {min < 0 ? ` ${minText(formatMoney(min))}` : ''}
        </span>
        <span>{points[points.length - 1]!.date.slice(5)}</span>
      </figcaption>
    </figure>
  );
}
