// The install prompt (spec §4). Where the browser offers its own (beforeinstallprompt), a banner
// whose button opens it; on iOS Safari, which has none, a drawer with the steps by hand (分享 →
// 添加到主屏幕). Dismissed, neither comes back this session.
import { useCompanyInfoQuery } from '@jinli/api/react';
import { AppBanner, Button, InstallGuide, Popup, type InstallStep } from '@jinli/ui';
import { useAssetUrl } from '../context/useAssetUrl';
import { promptInstall, type BeforeInstallPromptEvent } from './installEvent';
import { pwaStrings } from './strings';
import './pwa.css';

const IOS_STEP_ICONS = ['share', 'add', 'home'] as const;

function useAppIdentity(): { name: string; icon: string | undefined } {
  const company = useCompanyInfoQuery().data;
  const assetUrl = useAssetUrl();
  return {
    name: company?.name || pwaStrings.defaultName,
    icon: company?.logoUrl ? assetUrl(company.logoUrl) : undefined,
  };
}

export interface NativeInstallBannerProps {
  event: BeforeInstallPromptEvent;
  aboveTabBar: boolean;
  onDone: () => void;
}

/** Our button for the browser's install prompt. */
export function NativeInstallBanner({ event, aboveTabBar, onDone }: NativeInstallBannerProps) {
  const { name, icon } = useAppIdentity();
  return (
    <AppBanner
      className="jl-install-banner"
      ariaLabel={pwaStrings.installRegion}
      iconSrc={icon}
      title={pwaStrings.installTitle(name)}
      subtitle={pwaStrings.installSubtitle}
      actionLabel={pwaStrings.install}
      onAction={() => {
        // Whatever the user answers, the browser's prompt is spent and ours is done.
        void promptInstall(event)
          .catch(() => false)
          .finally(onDone);
      }}
      closeLabel={pwaStrings.close}
      onClose={onDone}
      aboveTabBar={aboveTabBar}
    />
  );
}

export interface IosInstallDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The drawer of iOS Safari: what to tap, in order. */
export function IosInstallDrawer({ open, onClose }: IosInstallDrawerProps) {
  const { name, icon } = useAppIdentity();
  const steps: InstallStep[] = pwaStrings.iosSteps.map((text, index) => ({
    icon: IOS_STEP_ICONS[index] ?? 'home',
    text,
  }));
  return (
    <Popup
      open={open}
      onClose={onClose}
      position="bottom"
      title={pwaStrings.iosTitle}
      closeLabel={pwaStrings.close}
      className="jl-install-drawer"
    >
      <p className="jl-install-drawer__intro">{pwaStrings.iosIntro(name)}</p>
      <InstallGuide steps={steps} iconSrc={icon} />
      <div className="jl-install-drawer__actions">
        <Button variant="primary" block onClick={onClose}>
          {pwaStrings.iosDone}
        </Button>
      </div>
    </Popup>
  );
}
