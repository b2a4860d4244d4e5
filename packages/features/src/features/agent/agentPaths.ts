// Paths of the agent pages (spec §2), spelled once for routes, links and tests.
export const AGENT_PATHS = {
  center: '/agent',
  userList: '/agent/user-list',
  userDetail: '/agent/user-detail/:id',
  addUser: '/agent/add-user',
  teamOverview: '/agent/team-overview',
  createLink: '/agent/create-link',
  link: '/agent/link/:id',
  linkUpdate: '/agent/link/:id/update',
  declare: '/agent/declare',
} as const;

export const agentUserDetailPath = (id: number) => `/agent/user-detail/${id}`;
export const agentLinkPath = (id: number) => `/agent/link/${id}`;
export const agentLinkUpdatePath = (id: number) => `/agent/link/${id}/update`;

/** The agent's promotion earnings: its bills of type 12 (代理返点, @jinli/domain LEDGER_TYPES). */
export const AGENT_EARNINGS_PATH = '/bills?type=12';
