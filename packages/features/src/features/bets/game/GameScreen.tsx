// /game/{gameId} (spec §2; also the special pages /game/71 and /game/95): the game's latest result
// and draw countdown, the current turn with its close countdown or 封盘, and the tabs 投注 / 聊天室 /
// 冷热图 / 今日吉号 as child routes. The chat tab opens the game's room
// (/game/{id}/chat-rooms/{room_id}, found by /game/{id}/chat).
import { useApiClient } from '@jinli/api/react';
import { Countdown, Empty, Tabs } from '@jinli/ui';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { DrawPanel } from '../../lottery/components/DrawPanel';
import { LotteryPage } from '../../lottery/components/LotteryPage';
import { useLiveOpenInfo } from '../../lottery/hooks/useLiveOpenInfo';
import { useTurnPhase } from '../hooks/useTurnPhase';
import { betStrings as s } from '../strings';
import type { GameOutletContext } from './gameOutlet';
import './GameScreen.css';

/** The child routes as tabs; '' is the index (the betting screen). */
export const GAME_TABS = [
  { key: 'game', path: '', label: s.tabGame },
  { key: 'chat', path: 'chat', label: s.tabChat },
  { key: 'heat-map', path: 'heat-map', label: s.tabHeatMap },
  { key: 'joy-ming', path: 'joy-ming', label: s.tabJoyMing },
] as const;

/** A positive integer game id from the path, else null. */
export function parseGameId(value: string | undefined): number | null {
  return value && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function activeTab(pathname: string): string {
  if (/\/chat-rooms(\/|$)/.test(pathname)) return 'chat';
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return GAME_TABS.some((tab) => tab.key === last && tab.path !== '') ? last : 'game';
}

export function GameScreen() {
  const gameId = parseGameId(useParams().gameId);
  if (gameId === null)
    return (
      <LotteryPage title={s.gameTitle}>
        <Empty text={s.empty} />
      </LotteryPage>
    );
  return <GamePage key={gameId} gameId={gameId} />;
}

function GamePage({ gameId }: { gameId: number }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const origin = useApiClient().config.origin;
  const live = useLiveOpenInfo(gameId);
  const phase = useTurnPhase(live.info, live.endsAt);
  const context: GameOutletContext = { gameId, live, phase };

  const onTab = (key: string) => {
    const tab = GAME_TABS.find((t) => t.key === key);
    if (tab) void navigate(tab.path ? `/game/${gameId}/${tab.path}` : `/game/${gameId}`);
  };

  return (
    <LotteryPage
      title={live.info?.gameName ?? s.gameTitle}
      testId="game-screen"
      right={
        <span className="jl-game__links">
          <Link to={`/game/${gameId}/analytic`}>{s.analytic}</Link>
          <Link to={`/game/${gameId}/tutorial`}>{s.tutorial}</Link>
        </span>
      }
    >
      {live.info ? (
        <div className="jl-game__board">
          <DrawPanel
            info={live.info}
            apiOrigin={origin}
            endsAt={live.endsAt}
            onCountdownEnd={live.onCountdownEnd}
            awaiting={live.awaiting}
            showResultTurn
          />
          {phase ? (
            <div
              className={`jl-game__turn jl-game__turn--${phase.phase}`}
              data-testid="game-turn"
              data-phase={phase.phase}
            >
              <span className="jl-game__turn-num">{s.turn(phase.turnNum)}</span>
              {phase.phase === 'open' ? (
                <span className="jl-game__turn-clock">
                  {s.closesIn}
                  <Countdown key={phase.closesAt} endsAt={phase.closesAt} label={s.closesIn} />
                </span>
              ) : (
                <span className="jl-game__turn-clock">
                  <strong className="jl-game__closed">{s.closed}</strong>
                  {phase.opensAt !== null ? (
                    <>
                      {s.nextTurnIn}
                      <Countdown key={phase.opensAt} endsAt={phase.opensAt} label={s.nextTurnIn} />
                    </>
                  ) : null}
                </span>
              )}
            </div>
          ) : null}
        </div>
      ) : live.error ? (
        <Empty text={s.empty} />
      ) : null}
      <Tabs
        items={GAME_TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
        activeKey={activeTab(pathname)}
        onChange={onTab}
        ariaLabel={s.tabsLabel}
        sticky
        className="jl-game__tabs"
      />
      <Outlet context={context} />
    </LotteryPage>
  );
}
