// /security-center: the login password, the fund password (set or not), withdraw accounts and
// personal information.
import { useProfileQuery } from '@jinli/api/react';
import { Link } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';

export function SecurityCenterScreen() {
  const profile = useProfileQuery();
  const fundSet = profile.data?.extInfo.fundPwd === 1;
  const items = [
    { to: '/change-password', label: s.changePassword, value: '' },
    {
      to: '/password-withdraw-money',
      label: s.fundPassword,
      value: profile.data ? (fundSet ? s.set : s.notSet) : '',
    },
    { to: '/account-list', label: s.accountList, value: '' },
    { to: '/personal-info', label: s.personalInfo, value: '' },
  ];
  return (
    <AccountPage title={s.securityCenter} testId="security-center-screen">
      <ul className="jl-account-list">
        {items.map((item) => (
          <li key={item.to}>
            <Link className="jl-account-list__item" to={item.to}>
              <span>{item.label}</span>
              <span className="jl-account-list__value">{item.value}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
