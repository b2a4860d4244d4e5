// The server's configuration from command-line flags and environment variables (flags win).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { RuntimeConfig } from '@jinli/contract';
import { MEMORY_DATA_DIR } from './db/client';
import { type OperatorAccount, parseOperators } from './modules/operators/accounts';
import { parseCorsOrigins } from './http/securityHeaders';
import { defaultDataDir, themeAppDir } from './paths';

export const THEMES = ['theme1', 'theme2', 'theme3', 'theme4'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'theme3';
export const DEFAULT_COMPANY_CODE = 'jinli';

export const USAGE = `Usage: jinli-server [options]
       jinli-server check-ledger [--json] [--data-dir <path>]
                      verify balance = ledger for every wallet and the conservation of money on
                      the database the server would open; exits 1 on drift
       jinli-server operator create --name <name> --role <admin|finance|ops|support>
       jinli-server operator reset-password --name <name>
       jinli-server operator reset-totp --name <name>
                      console operators on the database the server would open (--data-dir,
                      DATABASE_URL, --company): prints a one-time password (changed at first
                      login) or a new TOTP enrolment (otpauth:// URL and base32 secret), once

Options (environment variable in brackets):
  --port <n>          HTTP port (PORT; default 3000)
  --host <addr>       interface to listen on (HOST; default 0.0.0.0)
  --data-dir <path>   PGlite data folder, or memory:// (JINLI_DATA_DIR; default apps/server/.data)
                      DATABASE_URL=postgres://… uses PostgreSQL instead of PGlite
  --no-seed           do not seed demo content
  --theme <name>      serve apps/<name>/dist: theme1..theme4 (JINLI_THEME; default theme3)
  --app-dir <path>    serve a built app from this folder instead (JINLI_APP_DIR)
  --company <code>    company (brand) code (JINLI_COMPANY_CODE; default jinli)
  --domain <list>     the company's public domains, comma-separated, the newest first
                      (JINLI_SITE_DOMAINS, e.g. m.example.com,www.example.com): stored as the
                      company's domain at start and shown to players (最新域名, 适用域名); unset,
                      the company's stored domain stays, and where it is empty the app shows the
                      host its page was served from
  --sandbox-payments  enable the sandbox payment channel, for demos and tests only: anyone can
                      confirm their own test recharge (JINLI_SANDBOX_PAYMENTS=1; default off)
  --operator-test-draws
                      let operators schedule and draw every game by hand, not only externally
                      drawn ones (香港六合彩, 70): tests and demos (JINLI_OPERATOR_TEST_DRAWS=1)
  --console-port <n>  serve the operator console's API (/console-api/*) on this port, on a
                      listener of its own (JINLI_CONSOLE_PORT; default off); never on --port
  --console-host <addr>
                      interface of the console's listener (JINLI_CONSOLE_HOST; default 127.0.0.1:
                      reach it through an SSH tunnel or a proxy that adds TLS)
  --drain-delay <s>   on SIGTERM/SIGINT, how long to keep serving with /readyz false before the
                      listener closes, for the load balancer to notice (JINLI_DRAIN_DELAY;
                      seconds, default 0)
  --drain-timeout <s> on SIGTERM/SIGINT, how long requests in flight may take to finish before
                      their connections are cut (JINLI_DRAIN_TIMEOUT; seconds, default 20)
  -h, --help          show this help

Operators: JINLI_OPERATORS=name:token[:role],… enables the operator endpoints (/operator/…)
for requests carrying one of the tokens in X-Operator-Token (16+ characters each); the role is
admin (default), finance, ops or support, and limits what the token may do; every action is in
the audit log under the operator's name and role. JINLI_OPERATOR_TOKEN=token is an admin named
'operator'.

config.json served beside the app: JINLI_API_ORIGIN, JINLI_CHAT_ORIGIN (default '' = same origin),
JINLI_GAME_SERVERS (comma-separated ws/wss origins), JINLI_ENCRYPT (1 = encrypted API base).
LOG_LEVEL sets the log level of the JSON logs (default warn; info adds a line per request). JINLI_TRUST_PROXY: behind a reverse proxy,
whose X-Forwarded-For to believe for the client address: comma-separated proxy addresses/CIDRs,
or 1 for any proxy; default none. REDIS_URL fans realtime messages out through Redis; its channels
and keys carry a namespace of this deployment (its database and company), or JINLI_REDIS_PREFIX;
JINLI_SOCKET_BALANCE=1 lets instances spread their sockets again after one came back (off by default).
JINLI_CORS_ORIGINS: comma-separated origins whose pages may
call the API from a browser (an app served from another host); default none.`;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ServerConfig {
  help: boolean;
  port: number;
  host: string;
  database: { url: string | undefined; dataDir: string };
  seed: boolean;
  companyCode: string;
  /** --domain / JINLI_SITE_DOMAINS: the company's public domains, newest first; empty: unset. */
  siteDomains: string[];
  /** The built app to serve and where that choice came from. */
  app: { dir: string; theme: Theme | undefined };
  /** config.json fields besides companyCode. */
  runtimeConfig: Omit<RuntimeConfig, 'companyCode'>;
  logLevel: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe; false trusts none. */
  trustProxy: TrustProxy;
  /**
   * Redis for scaled-out realtime (REDIS_URL), and the namespace of its channels and keys
   * (JINLI_REDIS_PREFIX); without a prefix the server derives one per deployment at start.
   * JINLI_SOCKET_BALANCE=1: spread the sockets again when this instance holds well over its share
   * (lifecycle/socketBalance.ts; off by default, see docs/scale-out.md).
   */
  redis: { url: string | undefined; prefix: string | undefined; socketBalance: boolean };
  /** Named operators (JINLI_OPERATORS, JINLI_OPERATOR_TOKEN); empty: no operator endpoints. */
  operators: OperatorAccount[];
  /** --operator-test-draws: manual schedules and draws of every game. */
  operatorTestDraws: boolean;
  /** --sandbox-payments: the sandbox payment adapter is on. */
  sandboxPayments: boolean;
  /** Origins allowed to call the API cross-origin (JINLI_CORS_ORIGINS); empty: none. */
  corsOrigins: string[];
  /** --console-port / --console-host: the console's own listener; undefined: no console. */
  console: { port: number; host: string } | undefined;
  /** --drain-timeout / JINLI_DRAIN_TIMEOUT: the longest a drain waits for requests in flight, ms. */
  drainTimeoutMs: number;
  /** --drain-delay / JINLI_DRAIN_DELAY: serving on, not ready, before the listener closes, ms. */
  drainDelayMs: number;
}

/** true (any proxy) or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | string[];

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535)
    throw new ConfigError(`Invalid port: ${text} (0-65535)`);
  return port;
}

function parseTheme(text: string): Theme {
  if (!(THEMES as readonly string[]).includes(text)) {
    throw new ConfigError(`Unknown theme: ${text} (one of ${THEMES.join(', ')})`);
  }
  return text as Theme;
}

function parseCompanyCode(text: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text))
    throw new ConfigError(`Invalid company code: ${text} (letters, digits, _ and -)`);
  return text;
}

/** A host name with an optional port: what a player types into the address bar. */
const SITE_DOMAIN =
  /^(?=.{1,253}(:|$))[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/i;

function parseSiteDomains(text: string | undefined): string[] {
  const domains = (text ?? '')
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean);
  for (const domain of domains)
    if (!SITE_DOMAIN.test(domain))
      throw new ConfigError(
        `Invalid site domain: ${domain} (a host name such as m.example.com, optionally with :port)`,
      );
  return domains;
}

function parseFlag(name: string, text: string | undefined): boolean {
  if (text === undefined) return false;
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  throw new ConfigError(`Invalid ${name}: ${text} (1 or 0)`);
}

/**
 * JINLI_TRUST_PROXY: the proxies whose X-Forwarded-For names the client, as addresses/CIDRs
 * (safest), or 1/true for any (only when the proxy is the only way in). Hop counts are refused:
 * Fastify cannot check the peer with them and ignores the header. The client address feeds the
 * per-address login and registration limits: trusting too much lets one client pose as many,
 * too little makes every client share the proxy's address.
 */
function parseTrustProxy(text: string | undefined): TrustProxy {
  if (text === undefined || /^(0|false|no|off)$/i.test(text)) return false;
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!list.every((entry) => /^[0-9a-f]*[.:][0-9a-f.:]*(\/\d{1,3})?$/i.test(entry)))
    throw new ConfigError(`Invalid JINLI_TRUST_PROXY: ${text} (1, or proxy addresses/CIDRs)`);
  return list;
}

/**
 * JINLI_REDIS_PREFIX: the operator's name for this deployment's Redis namespace, used as given
 * (end it with a separator such as ':'). Printable ASCII without spaces, so that it reads the same
 * in every Redis tool.
 */
function parseRedisPrefix(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,100}$/.test(text))
    throw new ConfigError(
      `Invalid JINLI_REDIS_PREFIX: ${text} (1-100 printable characters, no spaces)`,
    );
  return text;
}

/** Reads the configuration; throws ConfigError with a readable message on bad input. */
export function loadConfig(
  argv: string[] = process.argv.slice(2),
  env: Env = process.env,
): ServerConfig {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        'no-seed': { type: 'boolean' },
        theme: { type: 'string' },
        'app-dir': { type: 'string' },
        company: { type: 'string' },
        domain: { type: 'string' },
        'sandbox-payments': { type: 'boolean' },
        'operator-test-draws': { type: 'boolean' },
        'console-port': { type: 'string' },
        'console-host': { type: 'string' },
        'drain-timeout': { type: 'string' },
        'drain-delay': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }

  const dataDirText = values['data-dir'] ?? nonEmpty(env.JINLI_DATA_DIR);
  const dataDir =
    dataDirText === undefined
      ? defaultDataDir()
      : dataDirText === MEMORY_DATA_DIR
        ? MEMORY_DATA_DIR
        : resolve(dataDirText);

  const appDirText = values['app-dir'] ?? nonEmpty(env.JINLI_APP_DIR);
  const themeText = values.theme ?? nonEmpty(env.JINLI_THEME);
  const theme = appDirText === undefined ? parseTheme(themeText ?? DEFAULT_THEME) : undefined;

  let operators: OperatorAccount[];
  try {
    operators = parseOperators(env.JINLI_OPERATORS, env.JINLI_OPERATOR_TOKEN);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }

  return {
    help: values.help ?? false,
    port: parsePort(values.port ?? nonEmpty(env.PORT) ?? '3000'),
    host: values.host ?? nonEmpty(env.HOST) ?? '0.0.0.0',
    database: { url: nonEmpty(env.DATABASE_URL), dataDir },
    seed: !values['no-seed'],
    companyCode: parseCompanyCode(
      values.company ?? nonEmpty(env.JINLI_COMPANY_CODE) ?? DEFAULT_COMPANY_CODE,
    ),
    siteDomains: parseSiteDomains(values.domain ?? nonEmpty(env.JINLI_SITE_DOMAINS)),
    app:
      appDirText === undefined
        ? { dir: themeAppDir(theme!), theme }
        : { dir: resolve(appDirText), theme: undefined },
    runtimeConfig: {
      apiOrigin: nonEmpty(env.JINLI_API_ORIGIN) ?? '',
      chatOrigin: nonEmpty(env.JINLI_CHAT_ORIGIN) ?? '',
      gameServers: (env.JINLI_GAME_SERVERS ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
      encrypt: parseFlag('JINLI_ENCRYPT', nonEmpty(env.JINLI_ENCRYPT)),
    },
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'warn',
    trustProxy: parseTrustProxy(nonEmpty(env.JINLI_TRUST_PROXY)),
    redis: {
      url: nonEmpty(env.REDIS_URL),
      prefix: parseRedisPrefix(nonEmpty(env.JINLI_REDIS_PREFIX)),
      socketBalance: parseFlag('JINLI_SOCKET_BALANCE', nonEmpty(env.JINLI_SOCKET_BALANCE)),
    },
    operators,
    operatorTestDraws:
      (values['operator-test-draws'] ?? false) ||
      parseFlag('JINLI_OPERATOR_TEST_DRAWS', nonEmpty(env.JINLI_OPERATOR_TEST_DRAWS)),
    sandboxPayments:
      (values['sandbox-payments'] ?? false) ||
      parseFlag('JINLI_SANDBOX_PAYMENTS', nonEmpty(env.JINLI_SANDBOX_PAYMENTS)),
    corsOrigins: parseCorsOriginsSetting(env.JINLI_CORS_ORIGINS),
    console: consoleListener(
      values['console-port'] ?? nonEmpty(env.JINLI_CONSOLE_PORT),
      values['console-host'] ?? nonEmpty(env.JINLI_CONSOLE_HOST),
    ),
    drainTimeoutMs: parseDrainSeconds(
      values['drain-timeout'] ?? nonEmpty(env.JINLI_DRAIN_TIMEOUT) ?? '20',
    ),
    drainDelayMs: parseDrainSeconds(
      values['drain-delay'] ?? nonEmpty(env.JINLI_DRAIN_DELAY) ?? '0',
    ),
  };
}

/** Seconds (a decimal allowed, at most an hour) as ms: the drain's timeout and delay. */
function parseDrainSeconds(text: string): number {
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || seconds > 3600)
    throw new ConfigError(`Invalid drain time: ${text} (seconds, 0-3600)`);
  return Math.round(seconds * 1000);
}

/** The console's listener: off without a port; on 127.0.0.1 unless a host is given. */
function consoleListener(port: string | undefined, host: string | undefined) {
  if (port === undefined) {
    if (host !== undefined) throw new ConfigError('--console-host needs --console-port');
    return undefined;
  }
  return { port: parsePort(port), host: host ?? '127.0.0.1' };
}

function parseCorsOriginsSetting(text: string | undefined): string[] {
  try {
    return parseCorsOrigins(text);
  } catch (error) {
    throw new ConfigError(`Invalid JINLI_CORS_ORIGINS: ${(error as Error).message}`);
  }
}
