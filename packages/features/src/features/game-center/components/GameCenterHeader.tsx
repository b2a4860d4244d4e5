// The game center's header (spec §2): the balance with its refresh icon when logged in, else the
// 登录 / 注册 buttons.
import { Link } from 'react-router';
import { LOGIN_PATH, REGISTER_PATH } from '../../../app/router/loginRedirect';
import { BalanceRefresh } from '../../wallet/components/BalanceRefresh';
import { gameCenterStrings as s } from '../strings';
import './GameCenterHeader.css';

export interface GameCenterHeaderProps {
  loggedIn: boolean;
  /** Minimum spin of the refresh icon, ms (0.5 s; 1 s in theme4). */
  spinMs: number;
}

export function GameCenterHeader({ loggedIn, spinMs }: GameCenterHeaderProps) {
  return (
    <header className="jl-gc-header" data-testid="game-center-header">
      <h1 className="jl-gc-header__title">{s.title}</h1>
      {loggedIn ? (
        <BalanceRefresh spinMs={spinMs} tone="light" />
      ) : (
        <div className="jl-gc-header__auth">
          <Link className="jl-gc-header__button" to={LOGIN_PATH}>
            {s.login}
          </Link>
          <Link className="jl-gc-header__button jl-gc-header__button--solid" to={REGISTER_PATH}>
            {s.register}
          </Link>
        </div>
      )}
    </header>
  );
}
