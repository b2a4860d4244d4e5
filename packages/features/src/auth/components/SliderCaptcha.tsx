// Our slider captcha (registerLimit.thirdCaptcha, spec §5 "third-party captcha"): the server's
// puzzle is shown with its piece at the left; dragging the handle moves the piece, releasing sends
// the drop once. A pass hands back the one-use ticket; a miss loads a new puzzle.
import { sliderCaptchaQueryOptions, useApiClient, verifySliderCaptcha } from '@jinli/api';
import { useQuery } from '@tanstack/react-query';
import { Dialog, Skeleton, toast } from '@jinli/ui';
import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';
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
  const query = useQuery({ ...sliderCaptchaQueryOptions(client, attempt), enabled: open });
  const puzzle = query.data ?? null;
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
    verifySliderCaptcha(client, { id: puzzle.id, x: Math.round(x) })
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
        <button type="button" className="jl-slider__retry" onClick={load}>
          {authStrings.sliderLoadFailed}
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
              ››
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
