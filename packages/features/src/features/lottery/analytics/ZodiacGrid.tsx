// 生肖走势: the last draws (rows, newest on top) against the twelve signs (columns); the special
// number's sign is marked with the number, so runs and gaps show at a glance.
import { MARK_SIX_COLOURS, ZODIAC_SIGNS } from '@jinli/domain';
import type { AnalysedDraw } from './drawStats';

export interface ZodiacGridProps {
  draws: readonly AnalysedDraw[];
  /** Default 20. */
  count?: number;
}

export function ZodiacGrid({ draws, count = 20 }: ZodiacGridProps) {
  const shown = draws.slice(0, count);
  return (
    <section className="jl-lottery-section jl-zodiac-grid">
      <h2>特码生肖走势（近 {shown.length} 期）</h2>
      <table aria-label="特码生肖走势">
        <thead>
          <tr>
            <th scope="col">期号</th>
            {ZODIAC_SIGNS.map((sign) => (
              <th key={sign} scope="col">
                {sign}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((d) => (
            <tr key={d.turnNum}>
              <th scope="row">{d.turnNum.slice(-4)}</th>
              {ZODIAC_SIGNS.map((sign) =>
                d.zodiacs[6] === sign ? (
                  <td key={sign} data-hit="true">
                    <span
                      className="jl-zodiac-grid__hit"
                      style={{ background: MARK_SIX_COLOURS[d.specialAttributes.colour].hex }}
                    >
                      {String(d.special).padStart(2, '0')}
                    </span>
                  </td>
                ) : (
                  <td key={sign} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
