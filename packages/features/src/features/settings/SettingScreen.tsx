// /setting: the chat colour, security, about, and the app version.
import { APP_VERSION } from '@jinli/api';
import { Link } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';

export function SettingScreen() {
  const links = [
    { to: '/setting-chat-color', label: s.chatColor },
    { to: '/security-center', label: s.securityCenter },
    { to: '/about', label: s.about },
  ];
  return (
    <AccountPage title={s.setting} testId="setting-screen">
      <ul className="jl-account-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="jl-account-list__item" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <span className="jl-account-list__item jl-account-list__item--plain">
            <span>{s.version}</span>
            <span className="jl-account-list__value">{APP_VERSION}</span>
          </span>
        </li>
      </ul>
    </AccountPage>
  );
}
