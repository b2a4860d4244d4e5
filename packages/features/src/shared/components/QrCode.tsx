// The QR code of a payee address (a USDT-TRC20 address a wallet app scans), drawn as SVG from the
// matrix of the agent link page's encoder (agent/qrMatrix.ts: the `qrcode` package, loaded on first
// use, so only the pages that show a code download it).
import { Skeleton } from '@jinli/ui';
import { useEffect, useState } from 'react';
import { qrMatrix, type QrMatrix } from '../../agent/qrMatrix';
import { walletStrings as s } from '../strings';

export interface PayeeQrCodeProps {
  /** What a scan reads: the address alone, which is what TRON wallets expect. */
  text: string;
}

/** Quiet zone around the symbol, in modules (the standard asks for 4). */
const QUIET = 4;

export function PayeeQrCode({ text }: PayeeQrCodeProps) {
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
      <div className="jl-wallet-qr jl-wallet-qr--pending">
        <Skeleton rows={1} label={s.qrLoading} />
      </div>
    );
  if (!state.matrix) return <p className="jl-wallet-qr jl-wallet-qr--failed">{s.qrFailed}</p>;
  const side = state.matrix.size + QUIET * 2;
  return (
    <svg
      className="jl-wallet-qr"
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      role="img"
      aria-label={s.qrLabel}
      shapeRendering="crispEdges"
      data-testid="payee-qr"
      data-qr-text={text}
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={state.matrix.path} fill="#000" />
    </svg>
  );
}
