// The offline banner (issue 19): at the top of every screen while the browser says the network is
// gone; the screens under it show what they have (cached answers, the cached app) and the API
// client refuses anything that would move money until the network is back.
import { StatusStrip } from '@jinli/ui';
import { useOnline } from './networkStatus';
import { pwaStrings } from './strings';

export default function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return <StatusStrip className="jl-offline-banner">{pwaStrings.offline}</StatusStrip>;
}
