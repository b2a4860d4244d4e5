// /agent/link/{id}/update (issue 17): the link's form filled with its values; saving goes back to
// the link's page.
import { useAgentLinkQuery, useUpdateAgentLinkMutation } from '@jinli/api/react';
import { Empty, toast } from '@jinli/ui';
import { useNavigate, useParams } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { QueryState } from '../../shared/components/QueryState';
import { agentLinkPath, AGENT_PATHS } from './agentPaths';
import { LinkForm } from './components/LinkForm';
import { agentStrings } from './strings';
import './AgentScreens.css';

const s = agentStrings.link;

export function AgentLinkUpdateScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <AccountPage
      title={s.updateTitle}
      fallback={valid ? agentLinkPath(id) : AGENT_PATHS.createLink}
      testId="agent-link-update"
    >
      {valid ? <UpdateForm id={id} /> : <Empty text={s.empty} />}
    </AccountPage>
  );
}

function UpdateForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const link = useAgentLinkQuery(id);
  const update = useUpdateAgentLinkMutation();
  return (
    <QueryState pending={link.isPending} error={link.error} onRetry={() => void link.refetch()}>
      {link.data ? (
        <LinkForm
          initial={link.data}
          submitLabel={s.save}
          pending={update.isPending}
          onSubmit={(body) =>
            update.mutate(
              { id, body },
              {
                onSuccess: () => {
                  toast.show(s.saved);
                  void navigate(agentLinkPath(id), { replace: true });
                },
                onError: (failure) => toast.show(failure.msg),
              },
            )
          }
        />
      ) : null}
    </QueryState>
  );
}
