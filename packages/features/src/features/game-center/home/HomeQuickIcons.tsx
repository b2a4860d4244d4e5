// The five quick icons of the game-centre style home (spec §2 Home), below the notice marquee.
// Loaded lazily by the home screen in the apps that switch it on (theme4), so nothing of it is
// in the home route's first load.
import { useProfileQuery } from '@jinli/api/react';
import { useAppContext } from '../../../app/context/AppContext';
import { useSession } from '../../../app/session/sessionStore';
import { ServiceTiles } from '../components/ServiceTiles';
import { homeQuickIcons } from '../gameCenterRules';
import { serviceStrings as s } from '../serviceStrings';

export function HomeQuickIcons() {
  const { switches, isKnownPath } = useAppContext();
  const { isLoggedIn } = useSession();
  const profile = useProfileQuery({ enabled: isLoggedIn });
  return (
    <ServiceTiles
      className="jl-home-quick-icons"
      ariaLabel={s.quickIconsLabel}
      tiles={homeQuickIcons(switches.quickIconsFourth, isKnownPath)}
      userType={profile.data?.userInfo.type}
    />
  );
}
