// Shared steps of the operator console's journeys (issue 32): operators of every role made for the
// test through the console API (fast: no screens), signed in with TOTP codes computed as an
// authenticator app would (otpauth, as the server checks them), their sessions handed to a desktop
// browser context; players of the console's server (theme3 on its players' port) made and paid
// through the public API; and the 审计 screen read by a 管理员.
//
// Operators: the console's server starts with one 管理员 made by the CLI (scripts/serve-console.mjs,
// its one-time password in consoleCredentials()). Only a 管理员 may make operators. The first journey
// of a run to need one signs in the second 管理员 the script makes for the journeys (`journeys` in
// the credentials file; the first one is console.spec.ts's own, whose one-time password it changes);
// its session is kept in a file of this run (tmpdir, keyed by the
// console's port and the CLI admin's secret) and every other journey, in any worker, uses it. A lock
// directory makes the bootstrap happen once when two workers start together.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import {
  consoleCredentials,
  consoleCredentialsFile,
  consolePlayersPort,
  consolePort,
  consoleUrl,
  type ConsoleCredentials,
} from '../consoleApp';
import { PASSWORD, signInPage, skipHomeModals, uniqueAccount } from './accounts.fixtures';
import { otherPhone } from './people';

// ---- the browsers ----------------------------------------------------------------------------

/** The operator's desktop (test.use in each console journey): 1440×900, mouse, no touch. */
export const CONSOLE_DESKTOP = {
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};

/** Absolute URL of a path of the players' app of the console's server (theme3). */
export function playerUrl(path = '/'): string {
  return `http://127.0.0.1:${consolePlayersPort()}${path}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- TOTP --------------------------------------------------------------------------------------

const TOTP_PERIOD_S = 30;

/** The 6-digit code of `secret` at `at` (epoch ms), as an authenticator app shows it. */
export function totpCode(secret: string, at = Date.now()): string {
  return new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({ timestamp: at });
}

/** Waits until the next TOTP step has begun (a code is good for one sign-in). */
export async function nextTotpStep(): Promise<void> {
  const periodMs = TOTP_PERIOD_S * 1000;
  await sleep(periodMs - (Date.now() % periodMs) + 500);
}

// ---- the console API ---------------------------------------------------------------------------

interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

export type OperatorRole = 'admin' | 'finance' | 'ops' | 'support';

/** A signed-in operator: an API context holding the session cookie, and the CSRF token. */
export interface Operator {
  name: string;
  role: OperatorRole;
  /** The operator's own password (after the must-change step). */
  password: string;
  totpSecret: string;
  /** Carries the session cookie (HttpOnly, Path=/console-api) on every call. */
  api: APIRequestContext;
  csrf: string;
}

/** What a 管理员 is handed once for a new operator. */
export interface NewOperatorSecrets {
  name: string;
  role: OperatorRole;
  /** The one-time password. */
  password: string;
  totpSecret: string;
}

/** A password of the operators' rules (10-64, upper, lower, digit), different for every operator. */
export function operatorPassword(): string {
  return `Jinli${Math.random().toString(36).slice(2, 8)}A9z`;
}

/** An operator name of the rules (letters, digits, '.', '_', '-'), unique to the run. */
export function operatorName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function envelopeOf<T>(response: APIResponse): Promise<Envelope<T>> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${response.url()} answered ${response.status()}: ${text.slice(0, 300)}`);
  }
}

/** A console API call of `op`: the CSRF header on everything but GET; the answer as it came. */
export async function consoleCall(
  op: Pick<Operator, 'api' | 'csrf'>,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<APIResponse> {
  return op.api.fetch(consoleUrl(path), {
    method,
    headers: method === 'GET' ? {} : { 'x-csrf-token': op.csrf },
    ...(data === undefined ? {} : { data }),
  });
}

/** A console API call that must succeed; resolves with its `data`. */
export async function consoleApi<T>(
  op: Pick<Operator, 'api' | 'csrf'>,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await consoleCall(op, method, path, data);
  const body = await envelopeOf<T>(response);
  expect(body.code, `${method} ${path}: ${response.status()} ${body.msg}`).toBe(0);
  return body.data;
}

const TOTP_REPLAYED = '该动态验证码已使用';

/**
 * Signs `name` in through POST /console-api/session with the code of now; a code already used
 * (another sign-in of this operator in the same 30 s) waits for the next one. Resolves with the API
 * context holding the session, the CSRF token and whether the password must be changed first.
 */
async function signIn(
  name: string,
  password: string,
  totpSecret: string,
): Promise<{ api: APIRequestContext; csrf: string; mustChangePassword: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const api = await apiRequest.newContext();
    const response = await api.post(consoleUrl('/console-api/session'), {
      data: { name, password, totp: totpCode(totpSecret) },
    });
    const body = await envelopeOf<{ csrfToken: string; mustChangePassword: boolean }>(response);
    if (body.code === 0)
      return { api, csrf: body.data.csrfToken, mustChangePassword: body.data.mustChangePassword };
    await api.dispose();
    if (attempt < 3 && body.msg.includes(TOTP_REPLAYED)) {
      await nextTotpStep();
      continue;
    }
    throw new Error(`console sign-in of ${name} refused (${response.status()}): ${body.msg}`);
  }
}

/** Signs in with the one-time password and sets `newPassword` (the must-change step, by API). */
async function signInFirstTime(
  secrets: NewOperatorSecrets,
  newPassword = operatorPassword(),
): Promise<Operator> {
  const session = await signIn(secrets.name, secrets.password, secrets.totpSecret);
  const op: Operator = {
    name: secrets.name,
    role: secrets.role,
    password: newPassword,
    totpSecret: secrets.totpSecret,
    api: session.api,
    csrf: session.csrf,
  };
  if (session.mustChangePassword)
    await consoleApi(op, 'POST', '/console-api/password', {
      oldPassword: secrets.password,
      newPassword,
    });
  return op;
}

// ---- the journeys' 管理员 ----------------------------------------------------------------------

interface JourneysAdminState {
  /** The CLI admin's TOTP secret: which server run this state is of. */
  run: string;
  name: string;
  password: string;
  totpSecret: string;
  /** The session (cookie value) and its CSRF token, shared by every journey of the run. */
  cookies: { name: string; value: string; domain: string; path: string }[];
  csrf: string;
}

const runKey = (cli: ConsoleCredentials) =>
  createHash('sha256').update(cli.totpSecret).digest('hex').slice(0, 12);
const stateFile = (cli: ConsoleCredentials) =>
  join(tmpdir(), `jinli-e2e-console-${consolePort()}-${runKey(cli)}-journeys.json`);
const lockDir = (cli: ConsoleCredentials) => `${stateFile(cli)}.lock`;

/**
 * The 管理员 the server's script makes for these journeys beside the first one (`journeys` in the
 * credentials file: name, one-time password, TOTP secret), so that the first admin's own journey
 * (console.spec.ts) finds that one untouched.
 */
function journeysAdminSecrets(): NewOperatorSecrets {
  const file = JSON.parse(readFileSync(consoleCredentialsFile(), 'utf8')) as {
    journeys?: { name: string; password: string; totpSecret: string };
  };
  if (!file.journeys) throw new Error('scripts/serve-console.mjs wrote no journeys admin');
  return { ...file.journeys, role: 'admin' };
}

function stateOf(
  cli: ConsoleCredentials,
  admin: Operator,
  storage: StorageCookies,
): JourneysAdminState {
  return {
    run: runKey(cli),
    name: admin.name,
    password: admin.password,
    totpSecret: admin.totpSecret,
    cookies: storage.cookies.map(({ name, value, domain, path }) => ({
      name,
      value,
      domain,
      path,
    })),
    csrf: admin.csrf,
  };
}

type StorageCookies = Awaited<ReturnType<APIRequestContext['storageState']>>;

async function bootstrapJourneysAdmin(cli: ConsoleCredentials): Promise<JourneysAdminState> {
  const admin = await signInFirstTime(journeysAdminSecrets());
  return stateOf(cli, admin, await admin.api.storageState());
}

function readState(cli: ConsoleCredentials): JourneysAdminState | undefined {
  try {
    const state = JSON.parse(readFileSync(stateFile(cli), 'utf8')) as JourneysAdminState;
    return state.run === runKey(cli) ? state : undefined;
  } catch {
    return undefined;
  }
}

let cachedAdmin: Promise<Operator> | undefined;

/**
 * The 管理员 of the journeys, signed in: made once per run (whichever worker comes first), its
 * session then shared through the run's state file.
 */
export function journeysAdmin(): Promise<Operator> {
  cachedAdmin ??= (async () => {
    const cli = consoleCredentials();
    const deadline = Date.now() + hangTimeout(120_000);
    let state = readState(cli);
    while (!state) {
      let mine = false;
      try {
        mkdirSync(lockDir(cli));
        mine = true;
      } catch {
        // Another worker is making it; a lock older than two minutes is of a worker that died.
        try {
          if (Date.now() - statSync(lockDir(cli)).mtimeMs > hangTimeout(120_000))
            rmSync(lockDir(cli), { recursive: true, force: true });
        } catch {
          // gone meanwhile
        }
      }
      if (mine) {
        try {
          state = readState(cli) ?? (await bootstrapJourneysAdmin(cli));
          const temporary = `${stateFile(cli)}.${process.pid}`;
          writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
          renameSync(temporary, stateFile(cli));
        } finally {
          rmSync(lockDir(cli), { recursive: true, force: true });
        }
        break;
      }
      if (Date.now() > deadline) throw new Error('the journeys’ 管理员 was never made');
      await sleep(500);
      state = readState(cli);
    }
    const api = await apiRequest.newContext({
      storageState: {
        cookies: state.cookies.map((cookie) => ({
          ...cookie,
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Strict' as const,
        })),
        origins: [],
      },
    });
    return {
      name: state.name,
      role: 'admin' as const,
      password: state.password,
      totpSecret: state.totpSecret,
      api,
      csrf: state.csrf,
    };
  })();
  cachedAdmin.catch(() => (cachedAdmin = undefined));
  return cachedAdmin;
}

// ---- operators of each role ----------------------------------------------------------------------

const ROLE_PREFIX: Record<OperatorRole, string> = {
  admin: 'admin',
  finance: 'cw',
  ops: 'yy',
  support: 'kf',
};

/** A new operator of `role` made by the journeys' 管理员; not signed in (its one-time secrets). */
export async function newOperatorSecrets(role: OperatorRole): Promise<NewOperatorSecrets> {
  const admin = await journeysAdmin();
  const name = operatorName(ROLE_PREFIX[role]);
  const made = await consoleApi<{ password: string; totpSecret: string }>(
    admin,
    'POST',
    '/console-api/operators',
    { name, role },
  );
  return { name, role, password: made.password, totpSecret: made.totpSecret };
}

/** A new operator of `role`, signed in with TOTP and past the must-change step (by API). */
export async function newOperator(role: OperatorRole): Promise<Operator> {
  return signInFirstTime(await newOperatorSecrets(role));
}

/**
 * Opens the console's `path` on `page` signed in as `op` (its session cookie in the page's context):
 * the console app asks GET /console-api/session who is there, as after a reload.
 */
export async function openConsoleAs(page: Page, op: Operator, path = '/'): Promise<void> {
  await page.context().addCookies((await op.api.storageState()).cookies);
  await page.goto(consoleUrl(path));
  await expect(page.getByLabel('当前操作员')).toContainText(op.name);
}

/** The console in a desktop browser context of its own, signed in as `op`. Close the context. */
export async function consoleDesktop(
  browser: Browser,
  op: Operator,
  path = '/',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(CONSOLE_DESKTOP);
  const page = await context.newPage();
  await openConsoleAs(page, op, path);
  return { context, page };
}

/** The side menu's entry `label` (the console's navigation). */
export async function openScreen(page: Page, label: string, url: RegExp): Promise<void> {
  await page.getByRole('menu').getByText(label, { exact: true }).click();
  await expect(page).toHaveURL(url);
}

/** The data rows of the screen's table (rows of cells: not the header, whose are column headers). */
export const tableRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/**
 * Opens 审计 as the journeys' 管理员 (a desktop context of its own), filters by `operator` and the
 * action (a prefix, as the screen takes it), and checks that only such rows are left (`count` of
 * them when given) and that each text of `contains` is in one of them.
 */
export async function expectInAudit(
  browser: Browser,
  check: { operator: string; action: string; contains?: string[]; count?: number },
): Promise<void> {
  const admin = await journeysAdmin();
  const { context, page } = await consoleDesktop(browser, admin, '/audit');
  try {
    await expect(page.getByRole('menu').getByText('审计', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: /^操作员\s*:?$/ }).fill(check.operator);
    await page.getByRole('combobox', { name: /^操作\s*:?$/ }).fill(check.action);
    await page.keyboard.press('Escape');
    const filtered = page.waitForResponse(
      (response) =>
        response.url().includes('/console-api/audit?') &&
        new URL(response.url()).searchParams.get('operator') === check.operator,
    );
    await page.getByRole('button', { name: /^查\s?询$/ }).click();
    expect((await filtered).ok()).toBe(true);
    // The filtered page: only that operator's rows of that action (the empty table's one row says
    // 暂无数据).
    const rows = tableRows(page);
    await expect
      .poll(async () => {
        const texts = (await rows.allInnerTexts()).filter((text) => !text.includes('暂无数据'));
        const only = texts.every((t) => t.includes(check.operator) && t.includes(check.action));
        return (
          only && (check.count === undefined ? texts.length > 0 : texts.length === check.count)
        );
      })
      .toBe(true);
    for (const text of check.contains ?? [])
      await expect(rows.filter({ hasText: text }).first()).toBeVisible();
  } finally {
    await context.close();
  }
}

// ---- players ---------------------------------------------------------------------------------------

/** A player of the console's server, registered through the public API. */
export interface Player {
  account: string;
  token: string;
  userId: number;
}

/** A players' API call with the player's token that must succeed; resolves with `data`. */
export async function playerApi<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const headers = { Authorization: token, token };
  const response = body
    ? await request.post(playerUrl(path), { headers, data: body })
    : await request.get(playerUrl(path), { headers });
  const envelope = await envelopeOf<T>(response);
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** Registers a player (POST /v/user/reg, as the app sends it) and finds its id in the console. */
export async function newPlayer(request: APIRequestContext, prefix = 'p'): Promise<Player> {
  const account = uniqueAccount(prefix).toLowerCase();
  const response = await request.post(playerUrl('/v/user/reg'), {
    form: { account, password: PASSWORD, confirmPassword: PASSWORD, version: '5.0.8' },
  });
  const body = await envelopeOf<{ token: string }>(response);
  expect(body.code, body.msg).toBe(0);
  const admin = await journeysAdmin();
  const found = await consoleApi<{ data: { id: number; account: string }[] }>(
    admin,
    'GET',
    `/console-api/players?account=${encodeURIComponent(account)}`,
  );
  const row = found.data.find((candidate) => candidate.account === account);
  expect(row, `the console finds player ${account}`).toBeDefined();
  return { account, token: body.data.token, userId: row!.id };
}

/** The player's balance in thousandths. */
export async function balanceOf(request: APIRequestContext, player: Player): Promise<number> {
  return (await playerApi<{ money: number }>(request, player.token, '/api/user/money/check')).money;
}

/**
 * Credits `yuan` to the player by a 财务's balance adjustment (人工调整, under the approval
 * threshold: applied at once). Money without a recharge carries no turnover requirement, so the
 * player may withdraw it straight away. A set-up step, through the console API.
 */
export async function creditPlayer(finance: Operator, player: Player, yuan: number): Promise<void> {
  await consoleApi(finance, 'POST', `/console-api/players/${player.userId}/adjustments`, {
    amount: yuan * 1000,
    reason: 'e2e 测试入款',
  });
}

/** The fund password the money journeys set. */
export const FUND_PASSWORD = '2468';

/** Sets the player's fund password and binds a bank card (the withdraw screen needs both). */
export async function prepareWithdrawals(
  request: APIRequestContext,
  player: Player,
): Promise<void> {
  await playerApi(request, player.token, '/api/user/updateFundPwd', {
    password: PASSWORD,
    fundPwd: FUND_PASSWORD,
    confirmFundPwd: FUND_PASSWORD,
  });
  await playerApi(request, player.token, '/api/user/updateBank', {
    kind: 'bank',
    bankName: '中国工商银行',
    cardNo: '6222020200112233445',
    realName: '张三',
    cashPassword: FUND_PASSWORD,
  });
}

/** The player asks to withdraw `yuan` to the bound card through the API; resolves the order no. */
export async function requestWithdrawal(
  request: APIRequestContext,
  player: Player,
  yuan: number,
): Promise<string> {
  const order = await playerApi<{ orderNo: string }>(
    request,
    player.token,
    '/api/userWithdraw/save/v2',
    { amount: String(yuan), cashPassword: FUND_PASSWORD },
  );
  return order.orderNo;
}

/**
 * The player's phone (390×844, the project's phone settings) signed in, home's first-visit dialogs
 * skipped; `serviceWorkers: 'block'` for a browser where the app's service worker never installs.
 * Close the context.
 */
export async function playerPhone(
  browser: Browser,
  player: Player,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  if (!options.serviceWorkers) return otherPhone(browser, player.token);
  const context = await browser.newContext({
    ...test.info().project.use,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    serviceWorkers: options.serviceWorkers,
  });
  const page = await context.newPage();
  await skipHomeModals(page);
  await signInPage(page, player.token);
  return { context, page };
}
