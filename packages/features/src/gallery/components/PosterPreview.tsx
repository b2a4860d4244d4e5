// Full-screen view of a poster (spec §2 Gallery detail "zoomable image preview"): tap or the
// buttons zoom in and out, the zoomed picture scrolls (and pinches natively), Escape or 关闭 closes.
// TODO(switch): the kit's ImagePreview once it lands in @jinli/ui.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { galleryStrings as s } from '../strings';
import './PosterPreview.css';

export interface PosterPreviewProps {
  open: boolean;
  src: string;
  alt: string;
  onClose(): void;
}

const ZOOMS = [1, 2, 3] as const;

export function PosterPreview({ open, src, alt, onClose }: PosterPreviewProps) {
  const [zoom, setZoom] = useState(0);
  useEffect(() => {
    if (!open) return;
    setZoom(0);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open || typeof document === 'undefined') return null;
  const scale = ZOOMS[zoom]!;
  return createPortal(
    <div className="jl-poster-preview" role="dialog" aria-modal="true" aria-label={alt}>
      <div className="jl-poster-preview__stage">
        <img
          src={src}
          alt={alt}
          className="jl-poster-preview__image"
          style={{ width: `${scale * 100}%` }}
          onClick={() => setZoom((z) => (z + 1) % ZOOMS.length)}
        />
      </div>
      <div className="jl-poster-preview__bar">
        <button
          type="button"
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={zoom === 0}
        >
          {s.zoomOut}
        </button>
        <span aria-live="polite">{scale}×</span>
        <button
          type="button"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
        >
          {s.zoomIn}
        </button>
        <button type="button" onClick={onClose} autoFocus>
          {s.closePreview}
        </button>
      </div>
    </div>,
    document.body,
  );
}
