// A table of value statistics with a share bar per row (light: plain HTML and CSS).
import { formatPercent } from '@jinli/domain';
import type { ValueStat } from './drawStats';

export interface StatTableProps<V> {
  title: string;
  stats: readonly ValueStat<V>[];
  /** Label of the value column. Default 类别. */
  valueLabel?: string;
  format?: (value: V) => string;
}

export function StatTable<V>({
  title,
  stats,
  valueLabel = '类别',
  format = String,
}: StatTableProps<V>) {
  const max = Math.max(1, ...stats.map((s) => s.count));
  return (
    <section className="jl-lottery-section jl-stat-table">
      <h2>{title}</h2>
      <table aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{valueLabel}</th>
            <th scope="col">次数</th>
            <th scope="col">占比</th>
            <th scope="col">遗漏</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((s) => (
            <tr key={String(s.value)} data-value={format(s.value)}>
              <th scope="row">{format(s.value)}</th>
              <td>
                <span
                  className="jl-stat-table__bar"
                  style={{ width: `${(s.count / max) * 100}%` }}
                />
                <span className="jl-stat-table__count">{s.count}</span>
              </td>
              <td>{formatPercent(s.share * 100, 1)}</td>
              <td>{s.missing}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
