// Accounts and the session (spec §7 User calls): login, register, trial registration, logout, the
// profile, balances, status, VIP rules, the slider and the captcha image; endpoint functions and
// query keys (their queryOptions and hooks are in react/accounts.ts).
import type {
  AuthToken,
  LoginBody,
  MoneyCheck,
  PowChallenge,
  PowSolution,
  Profile,
  RegisterBody,
  SliderCaptcha,
  UserStatus,
  VipRuleRow,
} from '@jinli/contract';
import { VCODE_PATH } from '@jinli/contract/routes';
import type { ApiClient, RequestOptions } from './createApiClient';

/** App version reported at login and registration (spec §9: 5.0.8). */
export const APP_VERSION = '5.0.8';

/**
 * Query keys of the signed-in account. Everything under `accountKeys.all` belongs to one user:
 * drop it at login and logout.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  money: () => [...accountKeys.all, 'money'] as const,
  status: () => [...accountKeys.all, 'status'] as const,
};

/** Query keys of public account data (VIP rules). */
export const vipKeys = {
  all: ['vip'] as const,
  rules: () => [...vipKeys.all, 'rules'] as const,
};

/** What the login form sends (the app version is added here). */
export interface LoginInput {
  account: string;
  password: string;
  /** The remember-password tick. Default false. */
  remember?: boolean;
  /** Image code, when the login limit asks for one. */
  valiCode?: string;
  /** The `t` the captcha image was fetched with. */
  vCodeKey?: string;
  /** Ticket of the passed slider, when the login's code style is the slider. */
  captchaTicket?: string | undefined;
}

/** Logs in; resolves with the new access token. */
export function login(
  client: ApiClient,
  input: LoginInput,
  options?: RequestOptions,
): Promise<AuthToken> {
  const body: LoginBody = {
    account: input.account,
    password: input.password,
    remember: input.remember ? '1' : '0',
    version: APP_VERSION,
    ...(input.valiCode ? { valiCode: input.valiCode, vCodeKey: input.vCodeKey } : {}),
    ...(input.captchaTicket ? { captchaTicket: input.captchaTicket } : {}),
  };
  return client.call('login', { ...options, body });
}

/** Registers an official account; resolves with its access token (the user is logged in). */
export function register(
  client: ApiClient,
  input: Omit<RegisterBody, 'version'>,
  options?: RequestOptions,
): Promise<AuthToken> {
  return client.call('register', { ...options, body: { ...input, version: APP_VERSION } });
}

/** Creates a trial (TEST) account; resolves with its access token. */
export function registerTrial(client: ApiClient, options?: RequestOptions): Promise<AuthToken> {
  return client.call('registerTrial', { ...options, dedupe: false });
}

/** Revokes the current token on the server. */
export async function logoutSession(client: ApiClient, options?: RequestOptions): Promise<void> {
  await client.call('logout', { ...options, skipTokenInvalidRedirect: true });
}

/** The signed-in user's profile (userInfo, extInfo with balances in thousandths, domain, unread count). */
export function getProfile(client: ApiClient, options?: RequestOptions): Promise<Profile> {
  return client.call('userInfo', { ...options, skipTokenInvalidRedirect: true });
}

/** The balances alone (thousandths), for the balance refresh. */
export function getMoney(client: ApiClient, options?: RequestOptions): Promise<MoneyCheck> {
  return client.call('moneyCheck', options);
}

export function getUserStatus(client: ApiClient, options?: RequestOptions): Promise<UserStatus> {
  return client.call('userStatus', { ...options, skipTokenInvalidRedirect: true });
}

/** VIP rules by level ascending. */
export function getVipRules(client: ApiClient, options?: RequestOptions): Promise<VipRuleRow[]> {
  return client.call('vipRules', options);
}

/** A new slider puzzle (registerLimit.thirdCaptcha). Never cached: each puzzle allows one drop. */
export function getSliderCaptcha(
  client: ApiClient,
  options?: RequestOptions & { cacheBust?: number },
): Promise<SliderCaptcha> {
  const { cacheBust, ...rest } = options ?? {};
  // `_t` only after a failed load (spec §8): a cache or proxy that kept the failure is bypassed.
  const query = cacheBust === undefined ? undefined : { _t: cacheBust };
  return client.call('sliderCaptcha', { ...rest, ...(query ? { query } : {}), dedupe: false });
}

/** Query keys of slider puzzles: one key per puzzle shown (`attempt` counts the puzzles of a dialog). */
export const sliderCaptchaKeys = {
  all: ['sliderCaptcha'] as const,
  puzzle: (attempt: number) => [...sliderCaptchaKeys.all, attempt] as const,
};

/** The proof of work a fallback ticket costs (solve it, then {@link requestSliderFallback}). */
export async function getSliderFallbackChallenge(
  client: ApiClient,
  options?: RequestOptions,
): Promise<PowChallenge> {
  return (await client.call('sliderFallbackChallenge', { ...options, dedupe: false })).pow;
}

/**
 * Asks for a ticket without a puzzle after `failures` (≥ 3) load failures in a row (spec §8), with
 * a solved fallback proof of work; the server gives an address only a few an hour
 * (SYS/TOO_MANY_REQUESTS beyond).
 */
export async function requestSliderFallback(
  client: ApiClient,
  failures: number,
  pow: PowSolution,
  options?: RequestOptions,
): Promise<string> {
  return (await client.call('sliderFallback', { ...options, body: { failures, pow } })).ticket;
}

/**
 * Checks where the piece was dropped (`x`, left edge in px), with the puzzle's proof of work
 * solved; resolves with the one-use ticket.
 */
export async function verifySliderCaptcha(
  client: ApiClient,
  input: { id: string; x: number; pow: PowSolution },
  options?: RequestOptions,
): Promise<string> {
  return (await client.call('sliderVerify', { ...options, body: input })).ticket;
}

/** Options of {@link captchaImageUrl}. */
export interface CaptchaImageOptions {
  /** Cache-buster and captcha key: change it to get a new image (ms since epoch). */
  t: number;
  /** The register form's captcha (`m=reg`). Default false (login). */
  register?: boolean;
}

/** URL of the captcha image (spec §7 `GET {api}/v/vCode`), for an `<img src>`. */
export function captchaImageUrl(client: ApiClient, { t, register = false }: CaptchaImageOptions) {
  const query = new URLSearchParams({ t: String(t) });
  if (register) query.set('m', 'reg');
  return `${client.config.origin}${VCODE_PATH}?${query.toString()}`;
}

export type ProfileQueryKey = ReturnType<typeof accountKeys.profile>;
export type MoneyQueryKey = ReturnType<typeof accountKeys.money>;
export type VipRulesQueryKey = ReturnType<typeof vipKeys.rules>;
