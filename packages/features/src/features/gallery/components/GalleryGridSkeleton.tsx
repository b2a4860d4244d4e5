// The gallery's loading state: the card grid itself in outline (three columns of 3:4 pictures with
// a name and a turn line), so the first cards land where the eye already is.
import { galleryStrings as s } from '../strings';
import './GalleryCard.css';

/** Two screens of a phone's worth of cards: 3 × 4. */
const SKELETON_CARDS = 12;

export function GalleryGridSkeleton() {
  return (
    <div
      className="jl-gallery__grid"
      role="status"
      aria-busy="true"
      aria-label={s.loading}
      data-testid="gallery-loading"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <span key={index} className="jl-gallery-card jl-gallery-card--skeleton" aria-hidden="true">
          <span className="jl-gallery-card__image jl-gallery-card__shimmer" />
          <span className="jl-gallery-card__line jl-gallery-card__shimmer" />
          <span className="jl-gallery-card__line jl-gallery-card__line--short jl-gallery-card__shimmer" />
        </span>
      ))}
    </div>
  );
}
