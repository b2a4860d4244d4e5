// /agent/add-user (spec §7 POST /api/dl/add; issue 17): opens an account under the agent — a
// player or a sub-agent — with the register rules of spec §5 for the account and password and a
// rebate within the agent's range; the server also refuses a taken account.
import { useAddAgentUserMutation, useAgentRebateRangeQuery } from '@jinli/api/react';
import type { AgentAccountType } from '@jinli/contract';
import {
  isValidAccount,
  isValidPassword,
  PASSWORD_SAME_AS_ACCOUNT,
  REGISTER_MESSAGES,
} from '@jinli/domain';
import { Button, toast } from '@jinli/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { AccountPage } from '../../shared/components/AccountPage';
import { agentUserDetailPath, AGENT_PATHS } from './agentPaths';
import { AccountTypeChips } from './components/AccountTypeChips';
import { checkRebate } from './rebateInput';
import { agentStrings } from './strings';
import './AgentScreens.css';

const s = agentStrings.addUser;

type Field = 'account' | 'password' | 'rebate';

export function AgentAddUserScreen() {
  const navigate = useNavigate();
  const range = useAgentRebateRangeQuery();
  const add = useAddAgentUserMutation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [accountType, setAccountType] = useState<AgentAccountType>('player');
  const [rebate, setRebate] = useState('');
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);

  const firstError = (): { field: Field; message: string } | null => {
    if (!account) return { field: 'account', message: REGISTER_MESSAGES.account.requiredError };
    if (!isValidAccount(account))
      return { field: 'account', message: REGISTER_MESSAGES.account.error };
    if (!password) return { field: 'password', message: REGISTER_MESSAGES.password.requiredError };
    if (!isValidPassword(password))
      return { field: 'password', message: REGISTER_MESSAGES.password.error };
    if (password === account) return { field: 'password', message: PASSWORD_SAME_AS_ACCOUNT };
    if (range.data) {
      const checked = checkRebate(rebate, range.data);
      if (!checked.ok) return { field: 'rebate', message: checked.message };
    }
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstError();
    setError(found);
    if (found || !range.data || add.isPending) return;
    const checked = checkRebate(rebate, range.data);
    if (!checked.ok) return;
    add.mutate(
      { account, password, accountType, rebate: checked.value },
      {
        onSuccess: (user) => {
          toast.show(s.added);
          void navigate(agentUserDetailPath(user.userId), { replace: true });
        },
        onError: (failure) => toast.show(failure.msg),
      },
    );
  };

  return (
    <AccountPage title={s.title} fallback={AGENT_PATHS.center} testId="agent-add-user">
      <form className="jl-account-form jl-agent-form" onSubmit={submit} noValidate>
        <AuthField
          label={s.account}
          name="account"
          autoComplete="off"
          autoCapitalize="off"
          maxLength={15}
          placeholder={s.accountPlaceholder}
          value={account}
          error={error?.field === 'account' ? error.message : undefined}
          onChange={(event) => setAccount(event.target.value.trim())}
        />
        <AuthField
          label={s.password}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={25}
          placeholder={s.passwordPlaceholder}
          value={password}
          error={error?.field === 'password' ? error.message : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <AccountTypeChips label={s.type} value={accountType} onChange={setAccountType} />
        <AuthField
          label={s.rebate}
          name="rebate"
          inputMode="decimal"
          placeholder={s.rebatePlaceholder}
          value={rebate}
          error={error?.field === 'rebate' ? error.message : range.error?.msg}
          onChange={(event) => setRebate(event.target.value)}
        />
        {range.data ? (
          <p className="jl-account-form__hint" data-testid="agent-rebate-range">
            {agentStrings.link.rebateRange(range.data[0], range.data[1])}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          block
          className="jl-account-form__submit"
          disabled={add.isPending || !range.data}
        >
          {s.submit}
        </Button>
      </form>
    </AccountPage>
  );
}
