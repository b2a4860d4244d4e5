// What every account operation is given (service.ts assembles it once) and the types its callers
// share: who is asking, and where an agent's registration code puts a new user.
import { ErrorCode } from '@jinli/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/AppError';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import type { AuthService } from './auth';
import type { CaptchaService } from './captcha';
import type { AuthLimits, RateLimiter } from './rateLimits';
import type { SliderCaptchaService } from './sliderCaptcha';

/** Who is asking: the client address and the captcha references it sent. */
export interface ClientContext {
  address: string;
  /** Captcha id from the vCode cookie. */
  captchaId?: string | undefined;
}

/** How long an address that was asked for a captcha keeps seeing userLoginLimit.vCode on (ms). */
export const CAPTCHA_ASKED_MS = 10 * 60_000;

/** Where a user registering with an agent's code goes: the user_account values to set. */
export interface AgentPlacement {
  parentId: number;
  agentPath: string;
  agentLinkId: number | null;
  rebate: number;
  isDl: boolean;
}

/**
 * The agents' registration codes (modules/agents/codes.ts, wired in app.ts so that accounts
 * imports nothing of agents): where a code puts a registering user (undefined: no live link or
 * agent has it), and a fresh promotion code for a sub-agent registered through a link.
 */
export interface RegistrationCodes {
  placementOfCode(db: Db, companyId: number, code: string): Promise<AgentPlacement | undefined>;
  freshCode(db: Db, companyId: number): Promise<string>;
}

export interface AccountServiceDeps {
  db: Db;
  codes: RegistrationCodes;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  captcha: CaptchaService;
  slider: SliderCaptchaService;
  limiter: RateLimiter;
  limits: AuthLimits;
  now?: () => number;
}

/** The deps with their defaults filled in: what each operation takes. */
export type AccountContext = Omit<AccountServiceDeps, 'now'> & { now: () => number };

export const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);
