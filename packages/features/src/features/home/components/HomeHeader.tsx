// The home header (spec §2 "Home"): the company logo, and for visitors the 登录 / 注册 buttons.
import { Link } from 'react-router';
import { LOGIN_PATH, REGISTER_PATH } from '../../../app/router/loginRedirect';
import { HeaderBalance } from '../../wallet/components/HeaderBalance';
import { homeStrings } from '../strings';
import './HomeHeader.css';

export interface HomeHeaderProps {
  /** Company logo URL; the company name is shown while there is none. */
  logoUrl?: string;
  /** Company name: the logo's alt text. */
  companyName?: string;
  /** Company info still loading: a placeholder instead of the logo. Default false. */
  loading?: boolean;
  /** Logged-in users see no login/register buttons. */
  loggedIn: boolean;
}

export function HomeHeader({ logoUrl, companyName, loading = false, loggedIn }: HomeHeaderProps) {
  return (
    <header className="jl-home-header" data-testid="home-header">
      <div className="jl-home-header__brand">
        {loading ? (
          <span className="jl-home-header__logo-placeholder" aria-hidden="true" />
        ) : logoUrl ? (
          <img className="jl-home-header__logo" src={logoUrl} alt={companyName ?? ''} />
        ) : companyName ? (
          <span className="jl-home-header__name">{companyName}</span>
        ) : null}
      </div>
      {loggedIn ? (
        <HeaderBalance />
      ) : (
        <div className="jl-home-header__auth">
          <Link className="jl-home-header__button" to={LOGIN_PATH}>
            {homeStrings.login}
          </Link>
          <Link className="jl-home-header__button jl-home-header__button--solid" to={REGISTER_PATH}>
            {homeStrings.register}
          </Link>
        </div>
      )}
    </header>
  );
}
