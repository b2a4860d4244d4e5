// The five service tiles of the game center and the quick icons of the game-centre style home
// (spec §2): 充值, 提现, 洗码 need login (visitors go to login, trial accounts are refused recharge
// and withdraw); the others are open. 客服 is the company's online-service URL when it has one;
// 聊天室 without a chat-room screen says 聊天室目前不可用.
import { useCompanyInfoQuery } from '@jinli/api';
import { accountActionRefusal } from '@jinli/domain';
import { toast } from '@jinli/ui';
import { useNavigate } from 'react-router';
import { customerServiceTarget } from '../../chat/customerService';
import { useAppContext } from '../../app/AppContext';
import { loginHref } from '../../router/loginRedirect';
import { useSession } from '../../session/sessionStore';
import { SERVICE_TILES, type ServiceTile } from '../gameCenterRules';
import { gameCenterStrings as s } from '../strings';
import './ServiceTiles.css';

const ICONS: Record<ServiceTile['key'], string> = {
  recharge: 'M12 3v18M7 8h7a3 3 0 0 1 0 6H8M17 16H9',
  withdraw: 'M4 7h16v11H4zM4 11h16M8 15h3',
  wash: 'M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11z',
  promotions: 'M4 9h16v11H4zM3 6h18v3H3zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  support: 'M5 13v-2a7 7 0 0 1 14 0v2M5 13h3v5H5zM16 13h3v5h-3zM19 18a4 4 0 0 1-4 3h-2',
  database: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  chat: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
};

export interface ServiceTilesProps {
  /** userInfo.type of the signed-in user (trial accounts are refused money tiles). */
  userType?: string;
  /** Default the game center's five. */
  tiles?: readonly ServiceTile[];
  /** Accessible name of the row. Default 快捷服务. */
  ariaLabel?: string;
  className?: string;
}

export function ServiceTiles({
  userType,
  tiles = SERVICE_TILES,
  ariaLabel = s.servicesLabel,
  className,
}: ServiceTilesProps) {
  const { isKnownPath } = useAppContext();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const company = useCompanyInfoQuery();
  const open = (tile: ServiceTile) => {
    if (tile.key === 'support') {
      const target = customerServiceTarget(company.data?.olUrl, 'gameCenter');
      if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
      else void navigate(target.path);
      return;
    }
    if (tile.key === 'chat' && !isKnownPath(tile.path)) {
      toast.show(s.chatUnavailable, { durationMs: 500 });
      return;
    }
    if (tile.requiresLogin && !isLoggedIn) {
      void navigate(loginHref(tile.path));
      return;
    }
    if (tile.money) {
      const refusal = accountActionRefusal(tile.money, { loggedIn: isLoggedIn, userType });
      if (refusal) {
        toast.show(refusal);
        return;
      }
    }
    void navigate(tile.path);
  };
  return (
    <nav className={`jl-gc-services${className ? ` ${className}` : ''}`} aria-label={ariaLabel}>
      {tiles.map((tile) => (
        <button
          key={tile.key}
          type="button"
          className={`jl-gc-services__tile jl-gc-services__tile--${tile.key}`}
          onClick={() => open(tile)}
        >
          <span className="jl-gc-services__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22">
              <path
                d={ICONS[tile.key]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span className="jl-gc-services__label">{tile.label}</span>
        </button>
      ))}
    </nav>
  );
}
