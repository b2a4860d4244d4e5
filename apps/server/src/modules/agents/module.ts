// Assembles agents for the app (issue 17): the contract's agent handlers (links, team, reports,
// add user), the agent terms page, and — wired into settlement (betting/settlement.ts) — the agent
// rebate paid when a team member's bet settles (rebateChain.ts). Registration through an agent's
// code is accounts' (codes.ts says where the user goes).
import type { agentEndpoints } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointHandlers } from '../../http/endpoints';
import { zoneOf } from '../../time/zones';
import type { AuthService } from '../accounts/auth';
import type { RateLimiter } from '../accounts/rateLimits';
import type { AccountService } from '../accounts/service';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import { lazyTimeZoneSource } from '../config/timeZone';
import { createLinkService, originOf, rebateRangeOf } from './links';
import { createMemberService } from './members';
import { boundsOf, periodOf } from './period';
import { teamOverview } from './reports';
import { requireAgent, teamAgent } from './team';
import { registerAgentTermsPage } from './termsPage';

export type AgentHandlers = Pick<EndpointHandlers, keyof typeof agentEndpoints>;

export interface AgentModuleDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  accounts: AccountService;
  limiter: RateLimiter;
  now?: () => number;
}

export interface AgentModule {
  handlers: AgentHandlers;
  register(app: FastifyInstance): Promise<void>;
}

export function createAgentModule(deps: AgentModuleDeps): AgentModule {
  const { db, auth, company } = deps;
  const now = deps.now ?? Date.now;
  const timeZone = lazyTimeZoneSource(db, async () => (await company.current()).code);
  const zone = async () => zoneOf(await timeZone());
  const links = createLinkService(db);
  const members = createMemberService({ db, limiter: deps.limiter, zone, now });

  return {
    handlers: {
      agentCreateLink: async ({ body, request }) =>
        links.create(await requireAgent(auth, request), body, originOf(request)),
      agentUpdateLink: async ({ query, body, request }) =>
        links.update(await requireAgent(auth, request), query.id, body, originOf(request)),
      agentRemoveLink: async ({ body, request }) =>
        links.remove(await requireAgent(auth, request), body.id),
      agentLinks: async ({ query, request }) =>
        links.list(await requireAgent(auth, request), query, originOf(request)),
      agentLinkInfo: async ({ query, request }) =>
        links.info(await requireAgent(auth, request), query.id, originOf(request)),
      agentRebateRange: async ({ request }) => rebateRangeOf(await requireAgent(auth, request)),
      agentTeamOverview: async ({ query, request }) => {
        const agent = await requireAgent(auth, request);
        const period = periodOf(await zone(), query.beginDate, query.endDate);
        const target =
          query.userId === undefined ? agent : await teamAgent(db, agent, query.userId);
        return teamOverview(db, target, period, `${query.beginDate} ~ ${query.endDate}`);
      },
      agentSubUsers: async ({ query, request }) => {
        const agent = await requireAgent(auth, request);
        const joined =
          query.beginDate !== undefined || query.endDate !== undefined
            ? boundsOf(await zone(), query.beginDate, query.endDate)
            : undefined;
        return members.list(agent, query, joined);
      },
      agentSubUserDetail: async ({ query, request }) =>
        members.detail(await requireAgent(auth, request), query.userId),
      agentAddUser: async ({ body, request }) =>
        members.add(await requireAgent(auth, request), body, request.ip),
      agentInformation: async ({ request }) =>
        members.information(await requireAgent(auth, request)),
    },
    async register(app) {
      registerAgentTermsPage(app, db, company);
    },
  };
}
