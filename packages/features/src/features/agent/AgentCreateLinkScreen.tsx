// /agent/create-link (spec §7 spreadInfo calls; issue 17): a new registration link (account type,
// rebate, remark) and, below, the agent's links; a created link opens its page with the QR code.
import { useAgentLinksInfiniteQuery, useCreateAgentLinkMutation } from '@jinli/api/react';
import { rebateRateText } from '@jinli/domain';
import { Empty, InfiniteScroll, toast } from '@jinli/ui';
import { Link, useNavigate } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { QueryState } from '../../shared/components/QueryState';
import { formatRecordDateTime } from '../../shared/formatRecordTime';
import { agentLinkPath, AGENT_PATHS } from './agentPaths';
import { LinkForm } from './components/LinkForm';
import { agentStrings } from './strings';
import './AgentScreens.css';

const s = agentStrings.link;

export function AgentCreateLinkScreen() {
  const navigate = useNavigate();
  const create = useCreateAgentLinkMutation();
  const links = useAgentLinksInfiniteQuery();
  const rows = links.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <AccountPage title={s.createTitle} fallback={AGENT_PATHS.center} testId="agent-create-link">
      <h2 className="jl-agent-section">{s.formTitle}</h2>
      <LinkForm
        submitLabel={s.create}
        pending={create.isPending}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (link) => {
              toast.show(s.created);
              void navigate(agentLinkPath(link.id));
            },
            onError: (failure) => toast.show(failure.msg),
          })
        }
      />
      <h2 className="jl-agent-section">{s.list}</h2>
      <QueryState
        pending={links.isPending}
        error={links.error}
        onRetry={() => void links.refetch()}
      >
        {rows.length === 0 ? (
          <Empty text={s.empty} />
        ) : (
          <>
            <ul className="jl-agent-list">
              {rows.map((link) => (
                <li key={link.id}>
                  <Link
                    to={agentLinkPath(link.id)}
                    className="jl-agent-link-row"
                    data-testid="agent-link-row"
                  >
                    <span className="jl-agent-link-row__main">
                      <strong>{link.code}</strong>
                      <span className={`jl-agent-tag jl-agent-tag--${link.accountType}`}>
                        {agentStrings.accountType[link.accountType]}
                      </span>
                      <span className="jl-agent-tag">
                        {agentStrings.userList.rebate} {rebateRateText(link.rebate)}
                      </span>
                    </span>
                    <span className="jl-agent-link-row__meta">
                      {link.remark ? `${link.remark} · ` : ''}
                      {s.registerCount} {link.registerCount} ·{' '}
                      {formatRecordDateTime(link.createTime)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <InfiniteScroll
              hasMore={links.hasNextPage}
              loading={links.isFetchingNextPage}
              onLoadMore={() => void links.fetchNextPage()}
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
