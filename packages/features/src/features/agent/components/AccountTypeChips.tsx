// The account type a link or an added user creates: 会员 (player) or 代理 (sub-agent).
import type { AgentAccountType } from '@jinli/contract';
import { Chips } from '@jinli/ui';
import { agentStrings as s } from '../strings';

export function AccountTypeChips({
  value,
  onChange,
  label,
}: {
  value: AgentAccountType;
  onChange(value: AgentAccountType): void;
  label: string;
}) {
  return (
    <div className="jl-agent-field">
      <span className="jl-agent-field__label">{label}</span>
      <Chips
        className="jl-agent-field__chips"
        ariaLabel={label}
        items={[
          { key: 'player', label: s.accountType.player },
          { key: 'agent', label: s.accountType.agent },
        ]}
        activeKey={value}
        onChange={(key) => onChange(key === 'agent' ? 'agent' : 'player')}
      />
    </div>
  );
}
