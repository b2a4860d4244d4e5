// /game/{gameId}/heat-map: how often each number came up over the game's last 100 draws (all seven
// balls or the special number only), as a 1-49 grid shaded by frequency with counts, and the hot
// and cold numbers.
import { lotteryHistoryQueryOptions, useApiClient } from '@jinli/api/react';
import { Empty, Skeleton, Tabs } from '@jinli/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NumberBall } from '../components/NumberBall';
import { betStrings as s } from '../strings';
import { useGameOutlet } from './gameOutlet';
import { HEAT_MAP_DRAWS, heatMap, type HeatCell, type HeatScope } from './heatMap';
import './HeatMapTab.css';

export function HeatMapTab() {
  const { gameId } = useGameOutlet();
  const [scope, setScope] = useState<HeatScope>('all');
  const history = useQuery(
    lotteryHistoryQueryOptions(useApiClient(), { gameId, page: 1, rows: HEAT_MAP_DRAWS }),
  );
  if (history.isPending) return <Skeleton rows={6} label={s.loading} />;
  if (history.isError) return <Empty text={history.error.msg} />;
  const map = heatMap(history.data.data, scope);
  if (map.draws === 0) return <Empty text={s.heatNoDraws} />;
  return (
    <section className="jl-game__panel" data-testid="heat-map">
      <div className="jl-game__card">
        <h2>{s.heatTitle(map.draws)}</h2>
        <Tabs
          items={[
            { key: 'all', label: s.heatAll },
            { key: 'special', label: s.heatSpecial },
          ]}
          activeKey={scope}
          onChange={(key) => setScope(key as HeatScope)}
          ariaLabel={s.heatScope}
        />
        <ol className="jl-heat__grid" aria-label={s.heatTitle(map.draws)}>
          {map.cells.map((cell) => (
            <li
              key={cell.number}
              className="jl-heat__cell"
              data-level={cell.level}
              data-testid="heat-cell"
              aria-label={`${cell.number} ${s.times(cell.count)}`}
            >
              <NumberBall number={cell.number} />
              <span className="jl-heat__count">{cell.count}</span>
            </li>
          ))}
        </ol>
      </div>
      <HeatList title={s.hot} cells={map.hot} testId="heat-hot" />
      <HeatList title={s.cold} cells={map.cold} testId="heat-cold" />
    </section>
  );
}

function HeatList({ title, cells, testId }: { title: string; cells: HeatCell[]; testId: string }) {
  return (
    <div className="jl-game__card" data-testid={testId}>
      <h3>{title}</h3>
      <ul className="jl-game__balls">
        {cells.map((cell) => (
          <li key={cell.number}>
            <NumberBall number={cell.number} label={s.times(cell.count)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
