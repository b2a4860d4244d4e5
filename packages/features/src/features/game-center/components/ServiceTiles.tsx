// The five service tiles of the game center and the quick icons of the game-centre style home
// (spec §2): 充值, 提现, 洗码 need login (visitors go to login, trial accounts are refused recharge
// and withdraw); the others are open. 客服 is the company's online-service URL when it has one;
// 聊天室 without a chat-room screen says 聊天室目前不可用.
import { useCompanyInfoQuery } from '@jinli/api/react';
import { accountActionRefusal } from '@jinli/domain';
import {
  BookIcon,
  ChatIcon,
  GiftIcon,
  HeadsetIcon,
  RechargeIcon,
  toast,
  WashIcon,
  WithdrawIcon,
} from '@jinli/ui';
import type { IconProps } from '@jinli/ui';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { customerServiceTarget } from '../../chat/customerService';
import { useAppContext } from '../../../app/context/AppContext';
import { loginHref } from '../../../app/router/loginRedirect';
import { useSession } from '../../../app/session/sessionStore';
import { SERVICE_TILES, type ServiceTile } from '../gameCenterRules';
import { serviceStrings as s } from '../serviceStrings';
import './ServiceTiles.css';

/** The kit's line icon of each tile. */
const ICONS: Record<ServiceTile['key'], ComponentType<IconProps>> = {
  recharge: RechargeIcon,
  withdraw: WithdrawIcon,
  wash: WashIcon,
  promotions: GiftIcon,
  support: HeadsetIcon,
  database: BookIcon,
  chat: ChatIcon,
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
            <TileIcon tileKey={tile.key} />
          </span>
          <span className="jl-gc-services__label">{tile.label}</span>
        </button>
      ))}
    </nav>
  );
}

function TileIcon({ tileKey }: { tileKey: ServiceTile['key'] }) {
  const Icon = ICONS[tileKey];
  return <Icon width={22} height={22} />;
}
