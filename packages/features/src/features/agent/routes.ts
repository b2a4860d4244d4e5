// Route objects of the agent pages (spec §2): every one needs login and an agent (isDl); the guard
// leaves anyone else on the page they were on.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';
import { AGENT_PATHS } from './agentPaths';

const handle = {
  auth: true,
  agent: true,
  themeColor: routeGroupColors.page,
  transition: 'default',
} as const;

/** /agent and its pages. */
export const agentRoutes: AppRoute[] = [
  {
    id: 'agent',
    path: AGENT_PATHS.center,
    handle,
    lazy: async () => ({ Component: (await import('./AgentCenterScreen')).AgentCenterScreen }),
  },
  {
    id: 'agent-user-list',
    path: AGENT_PATHS.userList,
    handle,
    lazy: async () => ({
      Component: (await import('./AgentUserListScreen')).AgentUserListScreen,
    }),
  },
  {
    id: 'agent-user-detail',
    path: AGENT_PATHS.userDetail,
    handle,
    lazy: async () => ({
      Component: (await import('./AgentUserDetailScreen')).AgentUserDetailScreen,
    }),
  },
  {
    id: 'agent-add-user',
    path: AGENT_PATHS.addUser,
    handle,
    lazy: async () => ({ Component: (await import('./AgentAddUserScreen')).AgentAddUserScreen }),
  },
  {
    id: 'agent-team-overview',
    path: AGENT_PATHS.teamOverview,
    handle,
    lazy: async () => ({
      Component: (await import('./AgentTeamOverviewScreen')).AgentTeamOverviewScreen,
    }),
  },
  {
    id: 'agent-create-link',
    path: AGENT_PATHS.createLink,
    handle,
    lazy: async () => ({
      Component: (await import('./AgentCreateLinkScreen')).AgentCreateLinkScreen,
    }),
  },
  {
    id: 'agent-link',
    path: AGENT_PATHS.link,
    handle,
    lazy: async () => ({ Component: (await import('./AgentLinkScreen')).AgentLinkScreen }),
  },
  {
    id: 'agent-link-update',
    path: AGENT_PATHS.linkUpdate,
    handle,
    lazy: async () => ({
      Component: (await import('./AgentLinkUpdateScreen')).AgentLinkUpdateScreen,
    }),
  },
  {
    id: 'agent-declare',
    path: AGENT_PATHS.declare,
    handle,
    lazy: async () => ({ Component: (await import('./AgentDeclareScreen')).AgentDeclareScreen }),
  },
];
