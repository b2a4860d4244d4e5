// Our slider captcha (registerLimit.thirdCaptcha, userLoginLimit.codeStyle 3; spec §4, §5
// "third-party captcha"): the server's puzzle is shown with its piece at the left; dragging the
// handle moves the piece, releasing sends the drop once. A pass hands back the one-use ticket; a
// miss loads a new puzzle. A puzzle that will not load shows error 502 and is asked for again with
// a minute's cache-bust; after 3 failures in a row the captcha passes by itself (spec §8) with a
// ticket the server hands out only a few times an hour per address. Each puzzle (and the fallback)
// also carries a proof of work, solved in a worker from the moment the puzzle shows: by the time
// a player has dragged the piece it is usually done, and the drop waits for it otherwise.
import {
  ApiError,
  getSliderFallbackChallenge,
  requestSliderFallback,
  verifySliderCaptcha,
} from '@jinli/api';
import { sliderCaptchaQueryOptions, useApiClient } from '@jinli/api/react';
import { LOGIN_TEXT, SLIDER_AUTO_PASS_AFTER, sliderCacheBust } from '@jinli/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon, Dialog, Skeleton, toast } from '@jinli/ui';
import { useEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import type { PowSolution } from '@jinli/contract';
import { solveProofOfWork } from '../proofOfWork';
import { authStrings } from '../strings';
import './SliderCaptcha.css';

export interface SliderCaptchaProps {
  open: boolean;
  /** Called with the ticket once the puzzle is solved. */
  onPass(ticket: string): void;
  onCancel(): void;
}

export function SliderCaptcha({ open, onPass, onCancel }: SliderCaptchaProps) {
  const client = useApiClient();
  // Each attempt is a new puzzle (a puzzle allows one drop); attempts count up while mounted.
  const [attempt, setAttempt] = useState(0);
  // Load failures in a row; from the first one on, puzzles carry the minute's cache-bust.
  const [loadFailures, setLoadFailures] = useState(0);
  const [fallbackRefusal, setFallbackRefusal] = useState<string | null>(null);
  const cacheBust = loadFailures > 0 ? sliderCacheBust(Date.now()) : undefined;
  const query = useQuery({
    ...sliderCaptchaQueryOptions(client, attempt, cacheBust),
    enabled: open,
  });
  const puzzle = query.data ?? null;
  const failedAttempt = query.isError ? attempt : null;

  useEffect(() => {
    if (failedAttempt === null) return;
    setLoadFailures((n) => n + 1);
  }, [failedAttempt]);
  useEffect(() => {
    if (query.isSuccess) setLoadFailures(0);
  }, [query.isSuccess]);

  // Three failures in a row: pass by itself (once per run of failures).
  const autoPassing = useRef(false);
  useEffect(() => {
    if (!open || loadFailures < SLIDER_AUTO_PASS_AFTER || autoPassing.current) return;
    autoPassing.current = true;
    getSliderFallbackChallenge(client)
      .then((challenge) => solveProofOfWork(challenge))
      .then((pow) => requestSliderFallback(client, loadFailures, pow))
      .then(
        (ticket) => {
          toast.show(LOGIN_TEXT.sliderAutoPassed);
          setLoadFailures(0);
          onPass(ticket);
        },
        (error: unknown) =>
          setFallbackRefusal(error instanceof ApiError ? error.msg : LOGIN_TEXT.sliderLoadFailed),
      )
      .finally(() => {
        autoPassing.current = false;
      });
  }, [client, loadFailures, onPass, open]);
  // The shown puzzle's proof of work, solving meanwhile (given up when the puzzle goes).
  const proof = useRef<{ id: string; solving: Promise<PowSolution> } | null>(null);
  useEffect(() => {
    if (!open || !puzzle) return;
    const controller = new AbortController();
    const solving = solveProofOfWork(puzzle.pow, { signal: controller.signal });
    solving.catch(() => undefined); // the drop finds out
    proof.current = { id: puzzle.id, solving };
    return () => {
      controller.abort();
      if (proof.current?.id === puzzle.id) proof.current = null;
    };
  }, [open, puzzle]);

  const [x, setX] = useState(0);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);

  const load = () => {
    setX(0);
    setAttempt((n) => n + 1);
  };

  const maxX = puzzle ? puzzle.width - puzzle.pieceSize : 0;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!puzzle || busy) return;
    // Optional: not every environment (old WebViews, jsdom) implements pointer capture.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX - x, pointerId: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    setX(Math.max(0, Math.min(maxX, event.clientX - drag.current.startX)));
  };
  const onPointerUp = () => {
    if (!drag.current || !puzzle) return;
    drag.current = null;
    setBusy(true);
    const solving =
      proof.current?.id === puzzle.id ? proof.current.solving : solveProofOfWork(puzzle.pow);
    const drop = { id: puzzle.id, x: Math.round(x) };
    solving
      .then((pow) => verifySliderCaptcha(client, { ...drop, pow }))
      .then(
        (ticket) => {
          load();
          onPass(ticket);
        },
        () => {
          toast.show(authStrings.badCode);
          load();
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open={open} title={authStrings.sliderTitle} onClose={onCancel}>
      {query.isError ? (
        <button
          type="button"
          className="jl-slider__retry"
          onClick={() => {
            setFallbackRefusal(null);
            load();
          }}
        >
          {fallbackRefusal ?? LOGIN_TEXT.sliderLoadFailed}
        </button>
      ) : !puzzle ? (
        <Skeleton rows={3} label={authStrings.sliderLoading} />
      ) : (
        <div className="jl-slider" style={{ width: puzzle.width }} data-testid="slider-captcha">
          <div className="jl-slider__stage" style={{ height: puzzle.height }}>
            <img
              className="jl-slider__background"
              src={puzzle.background}
              alt=""
              draggable={false}
            />
            <img
              className="jl-slider__piece"
              src={puzzle.piece}
              alt=""
              draggable={false}
              style={{
                width: puzzle.pieceSize,
                height: puzzle.pieceSize,
                top: puzzle.pieceY,
                transform: `translateX(${x}px)`,
              }}
            />
          </div>
          <div className="jl-slider__track">
            <span className="jl-slider__hint">{authStrings.sliderHint}</span>
            <button
              type="button"
              className="jl-slider__handle"
              aria-label={authStrings.sliderHint}
              aria-valuemin={0}
              aria-valuemax={maxX}
              aria-valuenow={Math.round(x)}
              role="slider"
              disabled={busy}
              style={{ transform: `translateX(${x}px)` }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              <ChevronRightIcon />
              <ChevronRightIcon className="jl-slider__chevron" />
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
