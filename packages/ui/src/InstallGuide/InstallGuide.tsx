import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './InstallGuide.css';

/** The pictures a step can show: Safari's share button, its "add to home screen" entry, the icon. */
export type InstallStepIcon = 'share' | 'add' | 'home';

/** One step of the guide. */
export interface InstallStep {
  icon: InstallStepIcon;
  /** What to do, e.g. 点击底部的「分享」按钮. */
  text: ReactNode;
}

/** Props of {@link InstallGuide}. */
export interface InstallGuideProps {
  steps: readonly InstallStep[];
  /** The app's icon, shown on the last step. */
  iconSrc?: string;
  className?: string;
}

function StepIcon({ icon, iconSrc }: { icon: InstallStepIcon; iconSrc?: string | undefined }) {
  if (icon === 'home' && iconSrc)
    return <img className="jl-install-guide__app" src={iconSrc} alt="" />;
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icon === 'share' ? (
        // Safari's share button: a box with an arrow going up out of it.
        <>
          <path d="M12 3v12M8 7l4-4 4 4" />
          <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
        </>
      ) : icon === 'add' ? (
        // "Add to Home Screen": a rounded square with a plus.
        <>
          <rect x="4" y="4" width="16" height="16" rx="4" />
          <path d="M12 8v8M8 12h8" />
        </>
      ) : (
        <path d="M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z" />
      )}
    </svg>
  );
}

/**
 * Numbered steps with a picture each: how to add the web app to the home screen where the browser
 * has no install prompt (iOS Safari: share, then 添加到主屏幕).
 */
export function InstallGuide({ steps, iconSrc, className }: InstallGuideProps) {
  return (
    <ol className={cx('jl-install-guide', className)}>
      {steps.map((step, index) => (
        <li key={index} className="jl-install-guide__step">
          <span className="jl-install-guide__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="jl-install-guide__text">{step.text}</span>
          <span className="jl-install-guide__icon">
            <StepIcon icon={step.icon} iconSrc={iconSrc} />
          </span>
        </li>
      ))}
    </ol>
  );
}
