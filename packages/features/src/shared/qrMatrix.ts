// A QR code as an SVG path (issue 17: generated in the app), for QrCode.tsx. The encoder is the
// `qrcode` package, loaded on first use so only the pages that show a code download it.
import type * as QrCodeModule from 'qrcode';

/** A QR symbol: its size in modules and one SVG path of its dark modules (1 unit per module). */
export interface QrMatrix {
  size: number;
  path: string;
}

type QrModule = typeof QrCodeModule;

/** Encodes `text` (error correction M: a phone camera still reads a slightly blurred screen). */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const loaded = await import('qrcode');
  // A CommonJS package: bundlers put its exports on `default`, Node also on the namespace.
  const qr = (loaded as QrModule & { default?: QrModule }).default ?? loaded;
  const { modules } = qr.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.data[row * modules.size + col]) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}
