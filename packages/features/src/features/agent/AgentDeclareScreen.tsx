// /agent/declare (spec §7 GET /views/app_agendDelaer.html; issue 17): the agent terms. The page is
// the server's HTML on the API origin; it is fetched as text and shown as a cleaned copy
// (termsDocument.ts explains why not a frame).
import { useAgentTermsQuery } from '@jinli/api/react';
import { Empty } from '@jinli/ui';
import { useMemo } from 'react';
import { AccountPage } from '../../shared/components/AccountPage';
import { QueryState } from '../../shared/components/QueryState';
import { AGENT_PATHS } from './agentPaths';
import { TermsDocument } from './components/TermsDocument';
import { agentStrings } from './strings';
import { parseTermsDocument } from './termsDocument';
import './AgentScreens.css';

const s = agentStrings.declare;

export function AgentDeclareScreen() {
  const terms = useAgentTermsQuery();
  const nodes = useMemo(() => (terms.data ? parseTermsDocument(terms.data) : []), [terms.data]);
  return (
    <AccountPage title={s.title} fallback={AGENT_PATHS.center} testId="agent-declare">
      <QueryState
        pending={terms.isPending}
        error={terms.error}
        onRetry={() => void terms.refetch()}
      >
        {nodes.length === 0 ? (
          <Empty text={s.empty} />
        ) : (
          <section className="jl-agent-card">
            <TermsDocument nodes={nodes} />
          </section>
        )}
      </QueryState>
    </AccountPage>
  );
}
