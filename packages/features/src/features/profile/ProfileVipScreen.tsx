// /profile-vip: the user's VIP level and progress, and the bet amount every level needs.
import { useProfileQuery, useVipRulesQuery } from '@jinli/api/react';
import { formatMoney } from '@jinli/domain';
import { Button, Empty, Skeleton } from '@jinli/ui';
import { AccountPage } from '../../shared/components/AccountPage';
import { VipCard } from './components/VipCard';
import { profileStrings } from './strings';
import './ProfileVipScreen.css';

const s = profileStrings.vipPage;

export function ProfileVipScreen() {
  const profile = useProfileQuery();
  const rules = useVipRulesQuery();
  const failed = profile.error ?? rules.error;
  return (
    <AccountPage title={s.title} testId="profile-vip-screen">
      {profile.isPending || rules.isPending ? (
        <Skeleton rows={6} label={profileStrings.loading} />
      ) : failed || !profile.data || !rules.data ? (
        <Empty text={failed?.msg ?? profileStrings.loadFailed}>
          <Button
            variant="primary"
            onClick={() => {
              void profile.refetch();
              void rules.refetch();
            }}
          >
            {profileStrings.retry}
          </Button>
        </Empty>
      ) : (
        <>
          <VipCard
            vipLevel={profile.data.userInfo.vipLevel}
            cycleBetAmount={profile.data.userInfo.cycleBetAmount}
            rules={rules.data}
          />
          {profile.data.userInfo.vipLevel >= 9 ? (
            <p className="jl-vip-table__top">{profileStrings.vipCard.top}</p>
          ) : null}
          <table className="jl-vip-table">
            <thead>
              <tr>
                <th scope="col">{s.level}</th>
                <th scope="col">{s.requirement}</th>
              </tr>
            </thead>
            <tbody>
              {rules.data.map((rule) => (
                <tr
                  key={rule.vipLevel}
                  aria-current={
                    rule.vipLevel === profile.data.userInfo.vipLevel ? 'true' : undefined
                  }
                >
                  <td>{profileStrings.vip(rule.vipLevel)}</td>
                  <td>{formatMoney(rule.betMoney)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </AccountPage>
  );
}
