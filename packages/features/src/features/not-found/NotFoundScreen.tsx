// Shown for any path the app does not know: says so and offers the way home.
import { Link } from 'react-router';
import { notFoundStrings } from './strings';
import './NotFoundScreen.css';

export function NotFoundScreen() {
  return (
    <main className="jl-not-found" data-testid="not-found-screen">
      <svg className="jl-not-found__art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <ellipse cx="80" cy="108" rx="58" ry="7" fill="var(--jl-color-border, #e5e6eb)" />
        <rect
          x="34"
          y="18"
          width="92"
          height="74"
          rx="10"
          fill="var(--jl-color-surface, #fff)"
          stroke="var(--jl-color-border, #e5e6eb)"
          strokeWidth="2"
        />
        <rect
          x="34"
          y="18"
          width="92"
          height="16"
          rx="8"
          fill="var(--jl-color-primary-light, #fdecec)"
        />
        <circle cx="46" cy="26" r="3" fill="var(--jl-color-primary, #e0262e)" />
        <circle cx="56" cy="26" r="3" fill="var(--jl-color-accent, #f6c244)" />
        <text
          x="80"
          y="74"
          textAnchor="middle"
          fontSize="30"
          fontWeight="700"
          fill="var(--jl-color-primary, #e0262e)"
          fontFamily="Arial, sans-serif"
        >
          404
        </text>
      </svg>
      <h1 className="jl-not-found__title">{notFoundStrings.title}</h1>
      <Link className="jl-not-found__home" to="/" replace>
        {notFoundStrings.backHome}
      </Link>
    </main>
  );
}
