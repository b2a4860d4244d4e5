// The Recommend shortcuts of home: a 4-column grid of icons (spec §2 Home). Nothing is shown
// until there is at least one shortcut.
import { useCompanyInfoQuery, useStaticDocumentQuery } from '@jinli/api';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../app/AppContext';
import { homeExtraStrings as s } from '../shortcutStrings';
import { recommendShortcuts, type Shortcut, type ShortcutKind } from './recommendShortcuts';
import './RecommendShortcuts.css';

/** Two-stop gradients of the icon tiles, by kind. */
const TILE_COLOURS: Record<ShortcutKind, [string, string]> = {
  game: ['#ff6b6b', '#d7263d'],
  fish: ['#4facfe', '#1f6feb'],
  live: ['#f6a04d', '#e0621d'],
  electronic: ['#a78bfa', '#6d28d9'],
  card: ['#34d399', '#059669'],
  sport: ['#60a5fa', '#2563eb'],
  service: ['#fbbf24', '#d97706'],
};

function ShortcutIcon({ kind, label }: { kind: ShortcutKind; label: string }) {
  const [from, to] = TILE_COLOURS[kind];
  const id = `jl-shortcut-${kind}`;
  return (
    <svg className="jl-shortcuts__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="14" fill={`url(#${id})`} />
      <circle cx="38" cy="10" r="10" fill="#fff" fillOpacity=".15" />
      <text
        x="24"
        y="31"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        fill="#fff"
        fontFamily="PingFang SC, Noto Sans CJK SC, sans-serif"
      >
        {label.slice(0, 1)}
      </text>
    </svg>
  );
}

export function RecommendShortcuts() {
  const appConfig = useStaticDocumentQuery('app_config');
  const company = useCompanyInfoQuery();
  const { isKnownPath } = useAppContext();
  const navigate = useNavigate();
  const shortcuts = recommendShortcuts({
    games: appConfig.data?.home_lottery_setting ?? [],
    isKnownPath,
    serviceUrl: company.data?.olUrl,
  });
  if (shortcuts.length === 0) return null;
  const open = (shortcut: Shortcut) => {
    if ('external' in shortcut.target)
      window.open(shortcut.target.external, '_blank', 'noopener,noreferrer');
    else void navigate(shortcut.target.path);
  };
  return (
    <section className="jl-shortcuts" aria-label={s.recommendTitle} data-testid="home-shortcuts">
      <h2 className="jl-shortcuts__title">{s.recommendTitle}</h2>
      <ul className="jl-shortcuts__grid">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            <button type="button" className="jl-shortcuts__item" onClick={() => open(shortcut)}>
              <ShortcutIcon kind={shortcut.kind} label={shortcut.label} />
              <span className="jl-shortcuts__label">{shortcut.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
