// The frame of /auth/login and /auth/register (spec §2 Login): back button, contact-support
// button, the company logo and the login/register tabs above the form.
import { useCompanyInfoQuery } from '@jinli/api/react';
import { BackIcon } from '@jinli/ui';
import { useContext, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AppContext } from '../../../app/context/AppContext';
import { useAssetUrl } from '../../../app/context/useAssetUrl';
import { useOpenCustomerService } from '../../chat/useOpenCustomerService';
import { LOGIN_PATH, REGISTER_PATH, readLoginRedirect } from '../../../app/router/loginRedirect';
import { currentHistoryIndex } from '../../../app/router/historyIndex';
import { authBackTarget } from '../authBackTarget';
import { authStrings } from '../strings';
import './AuthShell.css';

export interface AuthShellProps {
  /** Which tab is active. */
  tab: 'login' | 'register';
  children: ReactNode;
}

/** Opens the company's online customer service (olUrl) in a new window; nothing when it has none. */
export function openCustomerService(url: string | undefined): void {
  if (url) globalThis.open?.(url, '_blank', 'noopener');
}

export function AuthShell({ tab, children }: AuthShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const company = useCompanyInfoQuery();
  const assetUrl = useAssetUrl();
  const openService = useOpenCustomerService();
  // The theme's own mark first (its brand look); the company's where the theme ships none.
  const brand = useContext(AppContext)?.brand;
  const companyLogo = company.data?.regLogoUrl || company.data?.logoUrl;
  const logo = brand?.markUrl ?? (companyLogo ? assetUrl(companyLogo) : undefined);
  const logoName = brand?.name ?? company.data?.name ?? '';
  // Tabs keep the search (the login redirect, the promo code) so switching loses nothing.
  const search = location.search;

  const goBack = () => {
    const target = authBackTarget({
      historyIndex: currentHistoryIndex(),
      previousPath: readLoginRedirect(location.search),
    });
    if (target === -1) void navigate(-1);
    else void navigate(target, { replace: true });
  };

  return (
    <main className="jl-auth" data-testid={`auth-${tab}`}>
      <div className="jl-auth__bar">
        <button
          type="button"
          className="jl-auth__icon-button"
          aria-label={authStrings.back}
          onClick={goBack}
        >
          <BackIcon />
        </button>
        <button
          type="button"
          className="jl-auth__support"
          onClick={() => openService('contactSupport')}
        >
          {authStrings.contactSupport}
        </button>
      </div>
      <div className="jl-auth__brand">
        {brand?.markUrl ? (
          // The theme's mark with its brand's name under it, in words (issue 34: an icon alone
          // did not say whose app this is).
          <>
            <img className="jl-auth__mark" src={brand.markUrl} alt="" />
            <span className="jl-auth__brand-name">{brand.name}</span>
          </>
        ) : logo ? (
          <img className="jl-auth__logo" src={logo} alt={logoName} />
        ) : company.isPending ? (
          <span className="jl-auth__logo-placeholder" aria-hidden="true" />
        ) : (
          <span className="jl-auth__name">{company.data?.name}</span>
        )}
      </div>
      <nav
        className="jl-auth__tabs"
        aria-label={`${authStrings.loginTab}/${authStrings.registerTab}`}
      >
        <Link
          replace
          to={LOGIN_PATH + search}
          className="jl-auth__tab"
          aria-current={tab === 'login' ? 'page' : undefined}
        >
          {authStrings.loginTab}
        </Link>
        <Link
          replace
          to={REGISTER_PATH + search}
          className="jl-auth__tab"
          aria-current={tab === 'register' ? 'page' : undefined}
        >
          {authStrings.registerTab}
        </Link>
      </nav>
      <section className="jl-auth__card">{children}</section>
    </main>
  );
}
