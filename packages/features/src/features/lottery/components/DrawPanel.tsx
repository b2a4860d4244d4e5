// The draw panel (spec §4): streaming (the live video and the numbers revealed so far, up to 7),
// replay (the result and its replay video, played on request through hls.js), or the plain result
// with a countdown to the next draw.
import type { LotteryOpenInfo } from '@jinli/contract';
import { Countdown, VideoPlayer, toast } from '@jinli/ui';
import { useState } from 'react';
import { drawPanelMode, mediaUrl } from '../lotteryRules';
import { lotteryStrings } from '../strings';
import { useFiveElements } from '../hooks/useFiveElements';
import { DrawBallsRow } from './DrawBallsRow';
import './DrawPanel.css';

export interface DrawPanelProps {
  info: LotteryOpenInfo;
  /** API origin media URLs are relative to ('' = this page's). */
  apiOrigin: string;
  /** Device epoch ms of the next draw; null: no countdown. */
  endsAt: number | null;
  onCountdownEnd?: () => void;
  /** The countdown ended and the result is not in yet. */
  awaiting?: boolean;
  /** Clock for the countdown (stories and tests). */
  now?: () => number;
  /**
   * Name the drawn turn above its balls (第…期 开奖结果): where the panel has no heading of its
   * own that does (the game page; the home card's title names it). Default false.
   */
  showResultTurn?: boolean;
}

export function DrawPanel({
  info,
  apiOrigin,
  endsAt,
  onCountdownEnd,
  awaiting = false,
  now,
  showResultTurn = false,
}: DrawPanelProps) {
  const pre = info.pre;
  const mode = drawPanelMode(pre);
  const [replayOpen, setReplayOpen] = useState(false);
  const liveSrc = mediaUrl(pre?.liveUrl || info.cur.liveUrl, apiOrigin);
  const fiveElements = useFiveElements();

  return (
    <section
      className={`jl-draw-panel jl-draw-panel--${mode}`}
      data-mode={mode}
      data-testid="draw-panel"
    >
      {mode === 'streaming' && liveSrc ? (
        <div className="jl-draw-panel__video">
          <VideoPlayer
            src={liveSrc}
            label={lotteryStrings.streaming}
            controls={false}
            onFatalError={() => toast.show(lotteryStrings.noVideo)}
          />
          <span className="jl-draw-panel__live-badge">{lotteryStrings.streaming}</span>
        </div>
      ) : null}

      {pre && showResultTurn ? (
        <p className="jl-draw-panel__result-turn" data-testid="draw-result-turn">
          {lotteryStrings.turn(pre.turnNum)} {lotteryStrings.latestResult}
        </p>
      ) : null}
      {pre ? (
        <DrawBallsRow
          openNum={pre.openNum}
          openTime={pre.openTime}
          pending={mode === 'streaming'}
          revealLast={mode === 'streaming'}
          fiveElements={fiveElements}
        />
      ) : (
        <p className="jl-draw-panel__none">{lotteryStrings.noResult}</p>
      )}

      <div className="jl-draw-panel__footer">
        {mode === 'streaming' ? (
          <span className="jl-draw-panel__status jl-draw-panel__status--live" role="status">
            <span className="jl-draw-panel__dot" aria-hidden="true" />
            {lotteryStrings.streaming}
          </span>
        ) : awaiting ? (
          <span className="jl-draw-panel__status" role="status">
            {lotteryStrings.drawing}
          </span>
        ) : endsAt !== null ? (
          <span className="jl-draw-panel__countdown">
            {/* No turn number: 下期 is the one after the result above, and the game page's turn row
                names the turn on sale (two rows read 第…期 with the same number). */}
            <span className="jl-draw-panel__countdown-label">{lotteryStrings.nextDraw}</span>
            <Countdown
              key={endsAt}
              endsAt={endsAt}
              onEnd={onCountdownEnd}
              now={now}
              label={lotteryStrings.nextDraw}
            />
          </span>
        ) : null}
        {mode === 'replay' ? (
          <button
            type="button"
            className="jl-draw-panel__replay-button"
            aria-expanded={replayOpen}
            onClick={() => setReplayOpen((open) => !open)}
          >
            {replayOpen ? lotteryStrings.closeReplay : lotteryStrings.watchReplay}
          </button>
        ) : null}
      </div>

      {mode === 'replay' && replayOpen && pre ? (
        <div className="jl-draw-panel__video">
          <VideoPlayer
            src={mediaUrl(pre.liveUrl, apiOrigin)}
            label={lotteryStrings.replay}
            onFatalError={() => toast.show(lotteryStrings.noVideo)}
          />
        </div>
      ) : null}
    </section>
  );
}
