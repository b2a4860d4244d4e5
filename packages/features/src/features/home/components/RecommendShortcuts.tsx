// The Recommend shortcuts of home: a 4-column grid of icons (spec §2 Home). Nothing is shown
// until there is at least one shortcut.
import { useCompanyInfoQuery, useStaticDocumentQuery } from '@jinli/api/react';
import {
  CardsIcon,
  FishIcon,
  HeadsetIcon,
  LiveIcon,
  LotteryIcon,
  SlotIcon,
  SportIcon,
} from '@jinli/ui';
import type { IconProps } from '@jinli/ui';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../../app/context/AppContext';
import { homeExtraStrings as s } from '../shortcutStrings';
import { recommendShortcuts, type Shortcut, type ShortcutKind } from './recommendShortcutsRules';
import './RecommendShortcuts.css';

/**
 * The icon tiles' backgrounds, by kind: a draw in the brand's own gradient (a red lottery tile in
 * the green brand was red art in a green brand, issue 34), the rest two-stop gradients of their own.
 */
const TILE_BACKGROUNDS: Record<ShortcutKind, string> = {
  game: 'var(--jl-gradient-primary)',
  fish: gradient('#4facfe', '#1f6feb'),
  live: gradient('#f6a04d', '#e0621d'),
  electronic: gradient('#a78bfa', '#6d28d9'),
  card: gradient('#34d399', '#059669'),
  sport: gradient('#60a5fa', '#2563eb'),
  service: gradient('#fbbf24', '#d97706'),
};

function gradient(from: string, to: string): string {
  return `linear-gradient(135deg, ${from}, ${to})`;
}

/** The kit's line icon of each kind (no characters as icons). */
const TILE_ICONS: Record<ShortcutKind, ComponentType<IconProps>> = {
  game: LotteryIcon,
  fish: FishIcon,
  live: LiveIcon,
  electronic: SlotIcon,
  card: CardsIcon,
  sport: SportIcon,
  service: HeadsetIcon,
};

function ShortcutIcon({ kind }: { kind: ShortcutKind }) {
  const Icon = TILE_ICONS[kind];
  return (
    <span
      className="jl-shortcuts__icon"
      aria-hidden="true"
      style={{ background: TILE_BACKGROUNDS[kind] }}
    >
      <Icon />
    </span>
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
              <ShortcutIcon kind={shortcut.kind} />
              <span className="jl-shortcuts__label">{shortcut.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
