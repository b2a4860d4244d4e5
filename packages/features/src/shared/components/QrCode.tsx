// A QR code made in the app (issue 17), drawn as SVG from the matrix qrMatrix.ts encodes: the agent's
// registration link and a recharge order's payee address. The encoder (the `qrcode` package) loads
// on first use, so only the pages that show a code download it.
import { Skeleton } from '@jinli/ui';
import { useEffect, useState } from 'react';
import { qrMatrix, type QrMatrix } from '../qrMatrix';
import './QrCode.css';

export interface QrCodeProps {
  /** What a scan reads (a link; a payee address alone, which is what TRON wallets expect). */
  text: string;
  /** Accessible name of the image. */
  label: string;
  /** Accessible name of the placeholder while the encoder loads. */
  loadingLabel: string;
  /** Shown instead when the text could not be encoded. */
  failedText: string;
  /** Width and height, px. Default 200. */
  size?: number;
  /** data-testid of the drawn code. */
  testId?: string;
}

/** Quiet zone around the symbol, in modules (the standard asks for 4). */
const QUIET = 4;

export function QrCode({ text, label, loadingLabel, failedText, size = 200, testId }: QrCodeProps) {
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

  const box = { width: size, height: size };
  if (!state || state.text !== text)
    return (
      <div className="jl-qr jl-qr--pending" style={box}>
        <Skeleton rows={1} label={loadingLabel} />
      </div>
    );
  if (!state.matrix)
    return (
      <p className="jl-qr jl-qr--failed" style={box}>
        {failedText}
      </p>
    );
  const side = state.matrix.size + QUIET * 2;
  return (
    <svg
      className="jl-qr"
      style={box}
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-qr-text={text}
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={state.matrix.path} fill="#000" />
    </svg>
  );
}
