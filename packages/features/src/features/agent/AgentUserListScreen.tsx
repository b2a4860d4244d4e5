// /agent/user-list (spec §3 userList; issue 17): the team's members, filtered by account, VIP
// level, account type, the days they joined and whether they are online; 20 a page, more on
// scroll. The applied filters live in the URL, so coming back from a member keeps them. With
// ?parentId= it lists the members directly under that sub-agent.
import { type AgentSubUserFilters } from '@jinli/api';
import { useAgentSubUsersInfiniteQuery } from '@jinli/api/react';
import { calendarDateAt, formatMoney, rebateRateText, VIP_LEVELS } from '@jinli/domain';
import { Button, Chips, DateField, Empty, InfiniteScroll } from '@jinli/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../app/router/useSearchParamsUpdate';
import { AccountPage } from '../../shared/components/AccountPage';
import { QueryState } from '../../shared/components/QueryState';
import { formatRecordDate } from '../../shared/formatRecordTime';
import { agentUserDetailPath, AGENT_PATHS } from './agentPaths';
import { agentStrings } from './strings';
import './AgentScreens.css';

const s = agentStrings.userList;
const LEVELS = Array.from(
  { length: VIP_LEVELS.max - VIP_LEVELS.min + 1 },
  (_, index) => VIP_LEVELS.min + index,
);

const FILTER_KEYS = [
  'account',
  'vipLevel',
  'accountType',
  'beginDate',
  'endDate',
  'online',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Draft = Record<FilterKey, string>;

function readDraft(params: URLSearchParams): Draft {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Draft;
}

/** The URL's filters as the query's (invalid values are left out: the server would refuse them). */
function toFilters(draft: Draft, parentId: string | null): AgentSubUserFilters {
  const level = Number(draft.vipLevel);
  const parent = Number(parentId);
  return {
    ...(draft.account.trim() ? { account: draft.account.trim() } : {}),
    ...(Number.isInteger(level) && level >= 1 && level <= 9 ? { vipLevel: level } : {}),
    ...(draft.accountType === 'player' || draft.accountType === 'agent'
      ? { accountType: draft.accountType }
      : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(draft.beginDate) ? { beginDate: draft.beginDate } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(draft.endDate) ? { endDate: draft.endDate } : {}),
    ...(draft.online === '0' || draft.online === '1' ? { online: draft.online } : {}),
    ...(Number.isInteger(parent) && parent > 0 ? { parentId: parent } : {}),
  };
}

export function AgentUserListScreen() {
  // A sub-agent's members are another list: its form starts from that URL's filters.
  const [params] = useSearchParams();
  return <UserList key={params.get('parentId') ?? ''} />;
}

function UserList() {
  const [params, update] = useSearchParamsUpdate();
  const applied = readDraft(params);
  const parentId = params.get('parentId');
  const parentAccount = params.get('parent');
  const [draft, setDraft] = useState<Draft>(applied);
  const users = useAgentSubUsersInfiniteQuery(toFilters(applied, parentId));
  const rows = users.data?.pages.flatMap((page) => page.data) ?? [];
  const first = users.data?.pages[0];
  const today = calendarDateAt(Date.now());
  const set = (key: FilterKey, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    update(draft);
  };
  const reset = () => {
    const empty = readDraft(new URLSearchParams());
    setDraft(empty);
    update(empty);
  };

  return (
    <AccountPage
      title={parentAccount ? s.subTitle(parentAccount) : s.title}
      fallback={AGENT_PATHS.center}
      testId="agent-user-list"
    >
      <form className="jl-agent-filter" onSubmit={search} noValidate>
        <label className="jl-agent-filter__field jl-agent-filter__field--wide">
          <span>{s.account}</span>
          <input
            type="search"
            name="account"
            maxLength={64}
            placeholder={s.accountPlaceholder}
            value={draft.account}
            onChange={(event) => set('account', event.target.value)}
          />
        </label>
        <label className="jl-agent-filter__field">
          <span>{s.level}</span>
          <select value={draft.vipLevel} onChange={(event) => set('vipLevel', event.target.value)}>
            <option value="">{s.allLevels}</option>
            {LEVELS.map((level) => (
              <option key={level} value={String(level)}>
                {s.vip(level)}
              </option>
            ))}
          </select>
        </label>
        <label className="jl-agent-filter__field">
          <span>{s.accountType}</span>
          <select
            value={draft.accountType}
            onChange={(event) => set('accountType', event.target.value)}
          >
            <option value="">{s.allTypes}</option>
            <option value="player">{agentStrings.accountType.player}</option>
            <option value="agent">{agentStrings.accountType.agent}</option>
          </select>
        </label>
        <DateField
          label={s.joinedFrom}
          value={draft.beginDate}
          max={draft.endDate || today}
          clearLabel={s.reset}
          onChange={(value) => set('beginDate', value)}
        />
        <DateField
          label={s.joinedTo}
          value={draft.endDate}
          min={draft.beginDate || undefined}
          max={today}
          clearLabel={s.reset}
          onChange={(value) => set('endDate', value)}
        />
        <div className="jl-agent-filter__field jl-agent-filter__field--wide">
          <span>{s.online}</span>
          <Chips
            className="jl-agent-filter__chips"
            ariaLabel={s.online}
            items={[
              { key: '', label: s.onlineAll },
              { key: '1', label: s.onlineYes },
              { key: '0', label: s.onlineNo },
            ]}
            activeKey={draft.online}
            onChange={(key) => set('online', key)}
          />
        </div>
        <div className="jl-agent-filter__actions">
          <Button size="sm" onClick={reset}>
            {s.reset}
          </Button>
          <Button type="submit" size="sm" variant="primary">
            {s.search}
          </Button>
        </div>
      </form>
      {first ? (
        <p className="jl-agent-totals" data-testid="agent-user-totals">
          <span>{s.total(first.totalCount)}</span>
          <span>{s.onlineCount(first.otherData.onlineCount)}</span>
          <span>{s.totalMoney(formatMoney(first.otherData.totalMoney))}</span>
        </p>
      ) : null}
      <QueryState
        pending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
      >
        {rows.length === 0 ? (
          <Empty text={s.empty} />
        ) : (
          <>
            <ul className="jl-agent-list">
              {rows.map((user) => (
                <li key={user.userId} className="jl-agent-member" data-testid="agent-user-row">
                  <Link to={agentUserDetailPath(user.userId)} className="jl-agent-member__main">
                    <span className="jl-agent-member__name">
                      <span
                        className={`jl-agent-dot${user.online ? ' jl-agent-dot--on' : ''}`}
                        aria-label={user.online ? s.onlineYes : s.onlineNo}
                        role="img"
                      />
                      <strong>{user.account}</strong>
                      <span className={`jl-agent-tag jl-agent-tag--${user.accountType}`}>
                        {agentStrings.accountType[user.accountType]}
                      </span>
                      <span className="jl-agent-tag">{s.vip(user.vipLevel)}</span>
                      {user.direct ? null : <span className="jl-agent-tag">{s.indirect}</span>}
                    </span>
                    <span className="jl-agent-member__meta">
                      {s.rebate} {rebateRateText(user.rebate)} · {s.joined}{' '}
                      {formatRecordDate(user.registerTime)}
                    </span>
                  </Link>
                  <div className="jl-agent-member__side">
                    <span className="jl-agent-member__money">
                      {s.balance} {formatMoney(user.money)}
                    </span>
                    {user.accountType === 'agent' ? (
                      <Link
                        className="jl-agent-member__sub"
                        to={`${AGENT_PATHS.userList}?parentId=${user.userId}&parent=${encodeURIComponent(user.account)}`}
                      >
                        {s.members(user.teamCount)}
                      </Link>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            <InfiniteScroll
              hasMore={users.hasNextPage}
              loading={users.isFetchingNextPage}
              onLoadMore={() => void users.fetchNextPage()}
              loadingText={agentStrings.loading}
              endText={agentStrings.noMore}
              loadMoreText={agentStrings.loadMore}
            />
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
