// Agents (issue 17, modules/agents): an agent's registration links and the rebate an agent earns on
// its team's settled bets (代理返点). The team itself is user_account.parent_id / agent_path.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userAccount } from './accounts';
import { betOrder } from './betting';
import { cascadeRef, createdAt, money, updatedAt } from './columns';
import { company } from './company';

/**
 * A registration link of an agent: registering with its code puts the new user under the agent,
 * as a player or a sub-agent, with the link's rebate (per mille, within the agent's own). A removed
 * link keeps its row (members keep agent_link_id) but its code no longer registers.
 */
export const agentLink = pgTable(
  'agent_link',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    agentId: cascadeRef('agent_id', () => userAccount.id),
    /** Unique per company, also against user_account.promo_code. */
    code: text('code').notNull(),
    /** 'player' or 'agent': the account type a registration through it creates. */
    accountType: text('account_type').notNull(),
    /** Per mille, like user_account.rebate. */
    rebate: real('rebate').notNull(),
    remark: text('remark').notNull().default(''),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('agent_link_company_code_idx').on(t.companyId, sql`upper(${t.code})`),
    index('agent_link_agent_idx').on(t.agentId, t.createdAt),
    check('agent_link_account_type_check', sql`${t.accountType} in ('player', 'agent')`),
    check('agent_link_rebate_check', sql`${t.rebate} >= 0`),
  ],
);

/**
 * The rebate one agent earned on one settled bet of its team: (agent's rebate − the rebate of the
 * next user down the chain) per mille of the bet's valid amount. One row per (bet, agent), written
 * in the transaction of its 代理返点 ledger row; `reversedAt` once taken back (撤销返点) when the bet
 * was cancelled or resettled.
 */
export const agentRebate = pgTable(
  'agent_rebate',
  {
    betId: integer('bet_id')
      .notNull()
      .references(() => betOrder.id, { onDelete: 'cascade' }),
    agentId: cascadeRef('agent_id', () => userAccount.id),
    /** The team member who placed the bet. */
    memberId: cascadeRef('member_id', () => userAccount.id),
    /** Per mille paid: agent's rebate minus the next rebate down the chain. */
    rate: real('rate').notNull(),
    validAmount: money('valid_amount').notNull(),
    amount: money('amount').notNull(),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.agentId] }),
    index('agent_rebate_agent_idx').on(t.agentId, t.createdAt),
    index('agent_rebate_member_idx').on(t.memberId, t.createdAt),
  ],
);
