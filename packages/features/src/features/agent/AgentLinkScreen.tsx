// /agent/link/{id} (issue 17): one registration link — its QR code (made in the app), the link and
// code with copy buttons (复制成功), what it opens and grants, how many registered through it, and
// edit / delete. A deleted link's code no longer registers.
import { useAgentLinkQuery, useRemoveAgentLinkMutation } from '@jinli/api/react';
import type { AgentLink } from '@jinli/contract';
import { rebateRateText } from '@jinli/domain';
import { Button, Confirm, CopyIcon, Empty, toast } from '@jinli/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { QueryState } from '../../shared/components/QueryState';
import { copyText } from '../../shared/copyText';
import { formatRecordDateTime } from '../../shared/formatRecordTime';
import { agentLinkUpdatePath, AGENT_PATHS } from './agentPaths';
import { QrCode } from '../../shared/components/QrCode';
import { agentStrings } from './strings';
import './AgentScreens.css';

const s = agentStrings.link;

function copy(text: string) {
  void copyText(text).then((copied) => toast.show(copied ? s.copied : s.copyFailed));
}

export function AgentLinkScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <AccountPage title={s.detailTitle} fallback={AGENT_PATHS.createLink} testId="agent-link">
      {valid ? <LinkDetail id={id} /> : <Empty text={agentStrings.link.empty} />}
    </AccountPage>
  );
}

function LinkDetail({ id }: { id: number }) {
  const link = useAgentLinkQuery(id);
  return (
    <QueryState pending={link.isPending} error={link.error} onRetry={() => void link.refetch()}>
      {link.data ? <LinkCard link={link.data} /> : null}
    </QueryState>
  );
}

function LinkCard({ link }: { link: AgentLink }) {
  const navigate = useNavigate();
  const remove = useRemoveAgentLinkMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <section className="jl-agent-card jl-agent-share">
        <QrCode
          text={link.link}
          label={s.qr}
          loadingLabel={agentStrings.loading}
          failedText={s.qrFailed}
          testId="agent-link-qr"
        />
        <p className="jl-agent-share__link" data-testid="agent-link-url">
          {link.link}
        </p>
        <div className="jl-agent-share__actions">
          <Button variant="primary" onClick={() => copy(link.link)}>
            <CopyIcon /> {s.copyLink}
          </Button>
          <Button onClick={() => copy(link.code)}>{s.copyCode}</Button>
        </div>
      </section>
      <section className="jl-agent-card">
        <dl className="jl-agent-rows">
          <div className="jl-agent-rows__row">
            <dt>{s.code}</dt>
            <dd data-testid="agent-link-code">{link.code}</dd>
          </div>
          <div className="jl-agent-rows__row">
            <dt>{s.type}</dt>
            <dd>{agentStrings.accountType[link.accountType]}</dd>
          </div>
          <div className="jl-agent-rows__row">
            <dt>{agentStrings.userList.rebate}</dt>
            <dd>
              {link.rebate}‰ ({rebateRateText(link.rebate)})
            </dd>
          </div>
          <div className="jl-agent-rows__row">
            <dt>{s.remark}</dt>
            <dd>{link.remark || s.noRemark}</dd>
          </div>
          <div className="jl-agent-rows__row">
            <dt>{s.registerCount}</dt>
            <dd data-testid="agent-link-registered">{link.registerCount}</dd>
          </div>
          <div className="jl-agent-rows__row">
            <dt>{s.createTime}</dt>
            <dd>{formatRecordDateTime(link.createTime)}</dd>
          </div>
        </dl>
        <div className="jl-agent-share__actions">
          <Link className="jl-agent-button-link" to={agentLinkUpdatePath(link.id)}>
            {s.edit}
          </Link>
          <Button onClick={() => setConfirming(true)} disabled={remove.isPending}>
            {s.remove}
          </Button>
        </div>
      </section>
      <Confirm
        open={confirming}
        message={s.removeConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(link.id, {
            onSuccess: () => {
              toast.show(s.removed);
              void navigate(AGENT_PATHS.createLink, { replace: true });
            },
            onError: (failure) => toast.show(failure.msg),
          });
        }}
      />
    </>
  );
}
