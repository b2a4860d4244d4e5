// The form of a registration link (create and update): the account type it opens, its rebate
// (per mille, within the agent's range, checked before sending) and a remark.
import { useAgentRebateRangeQuery } from '@jinli/api/react';
import type { AgentAccountType, AgentLinkBody } from '@jinli/contract';
import { Button } from '@jinli/ui';
import { useState, type FormEvent } from 'react';
import { AuthField } from '../../auth/components/AuthField';
import { checkRebate } from '../rebateInput';
import { agentStrings } from '../strings';
import { AccountTypeChips } from './AccountTypeChips';

const s = agentStrings.link;

export interface LinkFormProps {
  initial?: { accountType: AgentAccountType; rebate: number; remark: string };
  submitLabel: string;
  pending: boolean;
  onSubmit(body: AgentLinkBody): void;
}

export function LinkForm({ initial, submitLabel, pending, onSubmit }: LinkFormProps) {
  const range = useAgentRebateRangeQuery();
  const [accountType, setAccountType] = useState<AgentAccountType>(
    initial?.accountType ?? 'player',
  );
  const [rebate, setRebate] = useState(initial ? String(initial.rebate) : '');
  const [remark, setRemark] = useState(initial?.remark ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!range.data) return;
    const checked = checkRebate(rebate, range.data);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    onSubmit({ accountType, rebate: checked.value, remark: remark.trim() });
  };

  return (
    <form className="jl-account-form jl-agent-form" onSubmit={submit} noValidate>
      <AccountTypeChips label={s.type} value={accountType} onChange={setAccountType} />
      <AuthField
        label={s.rebate}
        name="rebate"
        inputMode="decimal"
        placeholder={s.rebatePlaceholder}
        value={rebate}
        error={error ?? range.error?.msg}
        onChange={(event) => setRebate(event.target.value)}
      />
      {range.data ? (
        <p className="jl-account-form__hint" data-testid="agent-rebate-range">
          {s.rebateRange(range.data[0], range.data[1])}
        </p>
      ) : null}
      <AuthField
        label={s.remark}
        name="remark"
        maxLength={50}
        placeholder={s.remarkPlaceholder}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
      />
      <Button
        type="submit"
        variant="primary"
        block
        className="jl-account-form__submit"
        disabled={pending || !range.data}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
