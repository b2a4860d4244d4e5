// The download banner (spec §4): the company's app for this device (iOS's download on Apple
// devices, Android's elsewhere), shown only when the company has that address; closed, it stays
// closed for the session. 56 px at the bottom, with the floating buttons kept clear of it.
import { useCompanyInfoQuery } from '@jinli/api/react';
import { AppBanner } from '@jinli/ui';
import { useAssetUrl } from '../context/useAssetUrl';
import { pwaStrings } from './strings';

export interface DownloadBannerProps {
  /** The address to download from (downloadUrlFor); the caller shows this only when there is one. */
  url: string;
  aboveTabBar: boolean;
  onClose: () => void;
}

export function DownloadBanner({ url, aboveTabBar, onClose }: DownloadBannerProps) {
  const company = useCompanyInfoQuery().data;
  const assetUrl = useAssetUrl();
  const name = company?.name || pwaStrings.defaultName;
  return (
    <AppBanner
      className="jl-download-banner"
      ariaLabel={pwaStrings.downloadRegion}
      iconSrc={company?.logoUrl ? assetUrl(company.logoUrl) : undefined}
      title={pwaStrings.downloadTitle(name)}
      subtitle={pwaStrings.downloadSubtitle}
      actionLabel={pwaStrings.download}
      href={url}
      closeLabel={pwaStrings.close}
      onClose={onClose}
      aboveTabBar={aboveTabBar}
    />
  );
}
