// Assembles red packets for the app (issue 16): the contract's hongbao handlers, the expiry job
// that refunds the untaken rest, and the award notices the chat rooms receive.
// SEAM: the handlers below refuse every call until the hongbao service lands (same session).
import { ErrorCode, type hongbaoEndpoints } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/AppError';
import type { EndpointHandlers } from '../../http/endpoints';
import type { PubSub } from '../../realtime/pubsub';
import type { AuthService } from '../accounts/auth';
import type { LimitRule, RateLimiter } from '../accounts/rateLimits';
import type { ChatModule } from '../chat/module';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';

export type HongbaoHandlers = Pick<EndpointHandlers, keyof typeof hongbaoEndpoints>;

export interface HongbaoModuleDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  pubsub: PubSub;
  limiter: RateLimiter;
  /** Where cards and award notices are posted. */
  chat: ChatModule;
  /** Fund-password failures; default the wallet's. */
  fundPasswordRules?: readonly LimitRule[] | undefined;
  now?: () => number;
}

export interface HongbaoModule {
  handlers: HongbaoHandlers;
  register(app: FastifyInstance): Promise<void>;
}

export function createHongbaoModule(_deps: HongbaoModuleDeps): HongbaoModule {
  const pending = () => {
    throw new AppError(ErrorCode.NOT_FOUND);
  };
  return {
    handlers: {
      hongbaoRules: pending,
      hongbaoSend: pending,
      hongbaoGrab: pending,
      hongbaoDetail: pending,
      hongbaoHistory: pending,
    },
    async register() {},
  };
}
