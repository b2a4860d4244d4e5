import { Suspense, lazy, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { useModal } from '../internal/useModal';
import { Loading } from '../Loading/Loading';
import type { GalleryHandle } from './ImagePreviewGallery';
import '../styles/tokens.css';
import '../Loading/Loading.css';
import './ImagePreview.css';

// swiper with its Zoom module loads only when a preview first opens: no weight on first screens.
const ImagePreviewGallery = lazy(() => import('./ImagePreviewGallery'));

/** Props of {@link ImagePreview}. */
export interface ImagePreviewProps {
  /** Whether the preview is shown. */
  open: boolean;
  /** Image URLs, in order. */
  images: string[];
  /** Index of the image shown (controlled). */
  index: number;
  /** Called when the user swipes (or uses the arrow keys) to another image. */
  onIndexChange(index: number): void;
  /** Called on the close button and on Escape. */
  onClose(): void;
  /** Image description: one text for all, or per image. Default "n / total". */
  alt?: string | ((index: number) => string);
  /** Accessible name of the close button. Default 关闭. */
  closeLabel?: string;
  /** Accessible name of the preview. Default the current image's alt. */
  ariaLabel?: string;
  /** Largest zoom factor (pinch or double tap). Default 3. */
  maxZoom?: number;
  className?: string;
}

/**
 * A full-screen image viewer rendered into document.body: swipe between images, pinch or
 * double-tap to zoom, drag to pan while zoomed (swiper's Zoom module, loaded on first open),
 * "n / total" counter, close button, Escape, and ←/→ on a keyboard. Shares the modal stack with
 * Dialog and Popup (page scroll locked, focus kept inside and given back).
 */
export function ImagePreview(props: ImagePreviewProps) {
  if (!props.open || typeof document === 'undefined' || props.images.length === 0) return null;
  return createPortal(<OpenPreview {...props} />, document.body);
}

function altText(alt: ImagePreviewProps['alt'], index: number, total: number): string {
  if (typeof alt === 'function') return alt(index);
  return alt ?? `${index + 1} / ${total}`;
}

function OpenPreview({
  images,
  index,
  onIndexChange,
  onClose,
  alt,
  closeLabel = '关闭',
  ariaLabel,
  maxZoom = 3,
  className,
}: ImagePreviewProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const galleryRef = useRef<GalleryHandle>(null);
  const trapTab = useModal({ active: true, panelRef, onClose, closeOnEscape: true });
  const total = images.length;
  const current = Math.min(Math.max(index, 0), total - 1);
  const altOf = (i: number) => altText(alt, i, total);

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={ariaLabel ?? altOf(current)}
      tabIndex={-1}
      className={cx('jl-preview', className)}
      onKeyDown={(event) => {
        trapTab(event);
        if (event.key === 'ArrowLeft' && current > 0) {
          event.preventDefault();
          galleryRef.current?.go(current - 1);
        } else if (event.key === 'ArrowRight' && current < total - 1) {
          event.preventDefault();
          galleryRef.current?.go(current + 1);
        }
      }}
    >
      <Suspense
        fallback={
          <div className="jl-preview__fallback">
            <Loading size={32} />
          </div>
        }
      >
        <ImagePreviewGallery
          ref={galleryRef}
          images={images}
          index={current}
          onIndexChange={onIndexChange}
          altOf={altOf}
          maxZoom={maxZoom}
        />
      </Suspense>
      {total > 1 && (
        <div className="jl-preview__counter" aria-hidden="true">
          {current + 1} / {total}
        </div>
      )}
      <button type="button" className="jl-preview__close" aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
