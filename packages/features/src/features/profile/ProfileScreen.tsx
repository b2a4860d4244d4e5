// /profile (spec §2 Profile): avatar and account (or login/register for visitors), VIP badge,
// welfare-center button, wallet card, VIP card, tiles with the unread badge, links, the domain
// notice and logout.
import { useProfileQuery, useVipRulesQuery } from '@jinli/api/react';
import { Avatar, Button, ChevronRightIcon, Confirm, Empty, GlobeIcon, Skeleton } from '@jinli/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../../app/context/AppContext';
import { DomainNoticeModal } from '../auth/components/DomainNoticeModal';
import { LOGIN_PATH, REGISTER_PATH } from '../../app/router/loginRedirect';
import { isAgentProfile, useSession } from '../../app/session/sessionStore';
import { balanceSpinMs } from '../wallet/balanceSpin';
import { VipCard } from './components/VipCard';
import { WalletCard } from './components/WalletCard';
import { GameWalletRecall } from '../game-center/components/GameWalletRecall';
import { useSignOut } from '../../app/session/useSignOut';
import { PROFILE_LINKS, PROFILE_TILES, visibleProfileTiles } from './profileTiles';
import type { ProfileTile } from './profileTiles';
import { profileStrings } from './strings';
import './ProfileScreen.css';

export function ProfileScreen() {
  const { accessToken } = useSession();
  // The brand's composition (FeatureSwitches.profileLayout): the same parts, laid out by the CSS.
  const layout = useAppContext().switches.profileLayout ?? 'cards';
  return (
    <main className="jl-profile" data-layout={layout} data-testid="profile-screen">
      {accessToken ? <SignedInProfile /> : <GuestProfile />}
    </main>
  );
}

function GuestProfile() {
  const { isKnownPath } = useAppContext();
  return (
    <>
      <header className="jl-profile__head">
        <span className="jl-profile__avatar">
          <Avatar avatarId={0} size={56} />
        </span>
        <div className="jl-profile__who">
          <p className="jl-profile__greeting">{profileStrings.guestGreeting}</p>
          <div className="jl-profile__auth">
            <Link className="jl-profile__auth-button" to={LOGIN_PATH}>
              {profileStrings.login}
            </Link>
            <Link className="jl-profile__auth-button" to={REGISTER_PATH}>
              {profileStrings.register}
            </Link>
          </div>
        </div>
      </header>
      <Tiles
        tiles={visibleProfileTiles(PROFILE_TILES, false).filter(
          (t) => t.to !== '/live-betting' || isKnownPath(t.to),
        )}
        unread={0}
      />
    </>
  );
}

function SignedInProfile() {
  const { switches, isKnownPath } = useAppContext();
  const navigate = useNavigate();
  const profile = useProfileQuery();
  const rules = useVipRulesQuery();
  const signOut = useSignOut();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [domainOpen, setDomainOpen] = useState(false);

  if (profile.isPending) return <Skeleton avatar title rows={6} label={profileStrings.loading} />;
  if (!profile.data)
    return (
      <Empty text={profile.error?.msg ?? profileStrings.loadFailed}>
        <Button variant="primary" onClick={() => void profile.refetch()}>
          {profileStrings.retry}
        </Button>
      </Empty>
    );

  const { userInfo, userDetail, unReadCount } = profile.data;
  const isAgent = isAgentProfile({ userInfo });
  return (
    <>
      <header className="jl-profile__head">
        <span className="jl-profile__avatar">
          <Avatar avatarId={userInfo.avatarId} size={56} />
        </span>
        <div className="jl-profile__who">
          <p className="jl-profile__account" data-testid="profile-account">
            {userInfo.account}
          </p>
          <Link className="jl-profile__vip" to="/profile-vip">
            {profileStrings.vip(userInfo.vipLevel)}
          </Link>
        </div>
        <Link className="jl-profile__welfare" to="/bonus-center">
          {profileStrings.welfareCenter}
        </Link>
      </header>
      <WalletCard
        userType={userInfo.type}
        spinMs={balanceSpinMs(switches.longBalanceSpin, false)}
      />
      {isKnownPath('/game-center') ? <GameWalletRecall /> : null}
      <VipCard
        vipLevel={userInfo.vipLevel}
        cycleBetAmount={userInfo.cycleBetAmount}
        rules={rules.data ?? []}
      />
      <Tiles
        tiles={visibleProfileTiles(PROFILE_TILES, isAgent).filter(
          (t) => t.to !== '/live-betting' || isKnownPath(t.to),
        )}
        unread={unReadCount}
      />
      <nav className="jl-profile__links">
        {/* Always a domain to show: the configured one, else this page's host (siteDomain). */}
        <button type="button" className="jl-profile__link" onClick={() => setDomainOpen(true)}>
          <GlobeIcon className="jl-profile__link-icon" />
          <span className="jl-profile__link-label">{profileStrings.domain}</span>
          <ChevronRightIcon className="jl-profile__link-chevron" />
        </button>
        {PROFILE_LINKS.map((link) => (
          <Link key={link.to} className="jl-profile__link" to={link.to}>
            <link.icon className="jl-profile__link-icon" />
            <span className="jl-profile__link-label">{link.label}</span>
            <ChevronRightIcon className="jl-profile__link-chevron" />
          </Link>
        ))}
      </nav>
      <div className="jl-profile__logout">
        <Button block variant="default" onClick={() => setConfirmLogout(true)}>
          {profileStrings.logout}
        </Button>
      </div>
      <Confirm
        open={confirmLogout}
        message={profileStrings.logoutConfirm}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          void signOut().then(() => navigate('/', { replace: true }));
        }}
      />
      <DomainNoticeModal
        open={domainOpen}
        domain={userDetail.domain}
        onClose={() => setDomainOpen(false)}
      />
    </>
  );
}

function Tiles({ tiles, unread }: { tiles: readonly ProfileTile[]; unread: number }) {
  return (
    <nav className="jl-profile__tiles">
      {tiles.map((tile) => (
        <Link key={tile.to} className="jl-profile__tile" to={tile.to}>
          <span className="jl-profile__tile-icon" aria-hidden="true">
            <tile.icon />
          </span>
          <span>{tile.label}</span>
          {tile.unreadBadge && unread > 0 ? (
            <span className="jl-profile__badge" data-testid="unread-badge">
              {profileStrings.unread(unread)}
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
