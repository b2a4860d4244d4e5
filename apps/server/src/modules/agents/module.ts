// Assembles agents for the app (issue 17): the contract's agent handlers (links, team, reports,
// add user), the agent terms page, and the agent rebate paid when a team member's bet settles.
// SEAM: the handlers below refuse every call until the agents service lands (same session).
import { type agentEndpoints, ErrorCode } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/AppError';
import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import type { RateLimiter } from '../accounts/rateLimits';
import type { AccountService } from '../accounts/service';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';

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

export function createAgentModule(_deps: AgentModuleDeps): AgentModule {
  const pending = () => {
    throw new AppError(ErrorCode.NOT_FOUND);
  };
  return {
    handlers: {
      agentCreateLink: pending,
      agentUpdateLink: pending,
      agentRemoveLink: pending,
      agentLinks: pending,
      agentLinkInfo: pending,
      agentTeamOverview: pending,
      agentSubUsers: pending,
      agentSubUserDetail: pending,
      agentRebateRange: pending,
      agentAddUser: pending,
      agentInformation: pending,
    },
    async register() {},
  };
}
