// Helpers of the agent tests: an agent made from a registered user (as an operator would: is_dl,
// a rebate and a promotion code), and team members that join through the agent's real links.
import { type AgentAccountType, type AgentLink, agentLinkSchema } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/testApp';
import { call, dataOf, registerUser } from '../../../test/users';
import { userIdOf } from '../../../test/wallet';
import { userAccount } from '../../db/schema';

export interface TestUser {
  token: string;
  account: string;
  userId: number;
}

let promoCounter = 0;

/** A registered user made a top-level agent with `rebate` ‰. */
export async function makeAgent(t: TestApp, rebate = 8): Promise<TestUser & { promoCode: string }> {
  const user = await registerUser(t.app);
  const promoCode = `TP${process.pid % 1000}X${++promoCounter}`;
  await t.database.db
    .update(userAccount)
    .set({ isDl: true, rebate, promoCode })
    .where(eq(userAccount.account, user.account));
  return {
    token: user.token,
    account: user.account,
    userId: await userIdOf(t.database.db, user.account),
    promoCode,
  };
}

/** A link of the agent (through the endpoint). */
export async function createLink(
  t: TestApp,
  agentToken: string,
  accountType: AgentAccountType,
  rebate: number,
  remark = '',
): Promise<AgentLink> {
  return agentLinkSchema.parse(
    dataOf(
      await call(t.app, 'agentCreateLink', {
        token: agentToken,
        body: { accountType, rebate, remark },
      }),
    ),
  );
}

/** A user who registered through a new link of the agent. */
export async function joinByLink(
  t: TestApp,
  agentToken: string,
  accountType: AgentAccountType,
  rebate: number,
): Promise<TestUser> {
  const link = await createLink(t, agentToken, accountType, rebate);
  const user = await registerUser(t.app, { intrCode: link.code });
  return {
    token: user.token,
    account: user.account,
    userId: await userIdOf(t.database.db, user.account),
  };
}
