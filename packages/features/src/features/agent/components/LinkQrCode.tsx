// The link page's QR code, drawn as SVG from the matrix qrMatrix.ts encodes (lazy-loaded encoder).
import { Skeleton } from '@jinli/ui';
import { useEffect, useState } from 'react';
import { qrMatrix, type QrMatrix } from '../qrMatrix';

export interface LinkQrCodeProps {
  text: string;
  /** Accessible name of the image. */
  label: string;
  loadingLabel: string;
  failedText: string;
}

/** Quiet zone around the symbol, in modules (the standard asks for 4). */
const QUIET = 4;

export function LinkQrCode({ text, label, loadingLabel, failedText }: LinkQrCodeProps) {
  const [state, setState] = useState<{ text: string; matrix: QrMatrix | null } | null>(null);
  useEffect(() => {
    let live = true;
    qrMatrix(text).then(
      (matrix) => live && setState({ text, matrix }),
      () => live && setState({ text, matrix: null }),
    );
    return () => {
      live = false;
    };
  }, [text]);

  if (!state || state.text !== text)
    return (
      <div className="jl-agent-qr jl-agent-qr--pending">
        <Skeleton rows={1} label={loadingLabel} />
      </div>
    );
  if (!state.matrix) return <p className="jl-agent-qr jl-agent-qr--failed">{failedText}</p>;
  const side = state.matrix.size + QUIET * 2;
  return (
    <svg
      className="jl-agent-qr"
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="agent-link-qr"
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={state.matrix.path} fill="#000" />
    </svg>
  );
}
