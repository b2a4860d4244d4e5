// /agent (spec §2, §3 informationAgent; issue 17): the agent centre — the agent's rebate and
// promotion code, today's and this month's registrations, team bets and rebate earned, the team's
// size, and a tile to every agent page.
import { useAgentInformationQuery } from '@jinli/api/react';
import { formatMoney, rebateRateText } from '@jinli/domain';
import {
  CoinsIcon,
  CopyIcon,
  DocumentIcon,
  LinkIcon,
  TeamIcon,
  toast,
  UserAddIcon,
  UserListIcon,
} from '@jinli/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { QueryState } from '../../shared/components/QueryState';
import { copyText } from '../../shared/copyText';
import { AGENT_EARNINGS_PATH, AGENT_PATHS } from './agentPaths';
import { agentStrings } from './strings';
import './AgentScreens.css';
import '../../shared/money.css';

const s = agentStrings.center;

const TILES: { to: string; label: string; Icon: ComponentType }[] = [
  { to: AGENT_PATHS.teamOverview, label: s.tiles.teamOverview, Icon: TeamIcon },
  { to: AGENT_PATHS.userList, label: s.tiles.userList, Icon: UserListIcon },
  { to: AGENT_PATHS.addUser, label: s.tiles.addUser, Icon: UserAddIcon },
  { to: AGENT_PATHS.createLink, label: s.tiles.links, Icon: LinkIcon },
  { to: AGENT_EARNINGS_PATH, label: s.tiles.earnings, Icon: CoinsIcon },
  { to: AGENT_PATHS.declare, label: s.tiles.declare, Icon: DocumentIcon },
];

export function AgentCenterScreen() {
  const info = useAgentInformationQuery();
  const data = info.data;
  return (
    <AccountPage title={s.title} testId="agent-screen">
      <QueryState pending={info.isPending} error={info.error} onRetry={() => void info.refetch()}>
        {data ? (
          <>
            <section className="jl-agent-hero" data-testid="agent-summary">
              <div className="jl-agent-hero__who">
                <span className="jl-agent-hero__label">{s.account}</span>
                <strong className="jl-agent-hero__account">{data.account}</strong>
              </div>
              <dl className="jl-agent-hero__facts">
                <div>
                  <dt>{s.rebate}</dt>
                  <dd>{rebateRateText(data.rebate)}</dd>
                </div>
                <div>
                  <dt>{s.promoCode}</dt>
                  <dd>
                    <button
                      type="button"
                      className="jl-agent-copy"
                      aria-label={`${agentStrings.link.copyCode} ${data.promoCode}`}
                      onClick={() =>
                        void copyText(data.promoCode).then((copied) =>
                          toast.show(
                            copied ? agentStrings.link.copied : agentStrings.link.copyFailed,
                          ),
                        )
                      }
                    >
                      {data.promoCode}
                      <CopyIcon />
                    </button>
                  </dd>
                </div>
              </dl>
              <dl className="jl-agent-hero__team">
                <div>
                  <dt>{s.teamCount}</dt>
                  <dd data-testid="agent-team-count">{data.teamCount}</dd>
                </div>
                <div>
                  <dt>{s.directCount}</dt>
                  <dd>{data.directCount}</dd>
                </div>
                <div>
                  <dt>{s.onlineCount}</dt>
                  <dd>{data.onlineCount}</dd>
                </div>
              </dl>
            </section>
            <section className="jl-agent-card">
              <table className="jl-agent-period">
                <thead>
                  <tr>
                    <td />
                    <th scope="col">{s.today}</th>
                    <th scope="col">{s.month}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{s.registrations}</th>
                    <td>{data.todayRegistCount}</td>
                    <td>{data.monthRegistCount}</td>
                  </tr>
                  <tr>
                    <th scope="row">{s.betting}</th>
                    <td>{formatMoney(data.todayBetting)}</td>
                    <td>{formatMoney(data.monthBetting)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{s.earnings}</th>
                    <td className="jl-money--in">{formatMoney(data.todayRebate)}</td>
                    <td className="jl-money--in" data-testid="agent-month-rebate">
                      {formatMoney(data.monthRebate)}
                    </td>
                  </tr>
                </tbody>
              </table>
            </section>
          </>
        ) : null}
      </QueryState>
      <nav className="jl-agent-tiles" aria-label={s.title}>
        {TILES.map(({ to, label, Icon }) => (
          <Link key={to} to={to} className="jl-agent-tiles__tile">
            <span className="jl-agent-tiles__icon" aria-hidden="true">
              <Icon />
            </span>
            <span>{label}</span>
          </Link>
        ))}
      </nav>
    </AccountPage>
  );
}
