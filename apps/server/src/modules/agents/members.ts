// The agent's team as lists and figures: the user list (GET /api/dl/querySubUsers, memberList.ts),
// one member's detail (GET /api/dl/subUserDetail, memberDetail.ts), users the agent adds
// (POST /api/dl/add with the register rules of spec §5, addMember.ts) and the agent centre's
// summary (GET /api/agent/memberInformation, agentInformation.ts). A member is shown the same way
// everywhere (subUsers.ts, which also says what "online" means). Each operation is a function of
// its own file, given the deps (memberDeps.ts); this factory only assembles them.
import type {
  AgentAddUserBody,
  AgentInformation,
  AgentSubUser,
  AgentSubUserDetail,
  AgentSubUsers,
  AgentSubUsersQuery,
} from '@jinli/contract';
import type { UserRow } from '../../db/schema';
import { addMember } from './addMember';
import { agentInformation } from './agentInformation';
import type { MemberDeps } from './memberDeps';
import { memberDetail } from './memberDetail';
import { listMembers } from './memberList';
import { subUser } from './subUsers';

export interface MemberService {
  /** One member as `viewer` sees it (no team check). */
  subUser(viewer: UserRow, userId: number): Promise<AgentSubUser>;
  list(
    viewer: UserRow,
    query: AgentSubUsersQuery & { page: number; rows: number },
    joined?: { fromMs: number; toMs: number },
  ): Promise<AgentSubUsers>;
  detail(viewer: UserRow, userId: number): Promise<AgentSubUserDetail>;
  add(agent: UserRow, body: AgentAddUserBody, address: string): Promise<AgentSubUser>;
  information(agent: UserRow): Promise<AgentInformation>;
}

export function createMemberService(deps: MemberDeps): MemberService {
  return {
    subUser: (viewer, userId) => subUser(deps.db, viewer, userId, deps.now()),
    list: (viewer, query, joined) => listMembers(deps, viewer, query, joined),
    detail: (viewer, userId) => memberDetail(deps, viewer, userId),
    add: (agent, body, address) => addMember(deps, agent, body, address),
    information: (agent) => agentInformation(deps, agent),
  };
}
