import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { defaultDataDir, packageRoot, themeAppDir } from './paths';

describe('loadConfig', () => {
  it('reads JINLI_TRUST_PROXY as none, any, or a list of proxies; refuses hop counts', () => {
    const trust = (value?: string) =>
      loadConfig([], value === undefined ? {} : { JINLI_TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(true);
    expect(trust('true')).toBe(true);
    expect(() => trust('2')).toThrow(ConfigError);
    expect(trust('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => trust('proxy.example.com')).toThrow(ConfigError);
  });

  it('reads REDIS_URL, JINLI_REDIS_PREFIX and JINLI_SOCKET_BALANCE; no prefix means one derived per deployment', () => {
    expect(loadConfig([], {}).redis).toEqual({
      url: undefined,
      prefix: undefined,
      socketBalance: false,
    });
    expect(
      loadConfig([], {
        REDIS_URL: 'redis://127.0.0.1:6379',
        JINLI_REDIS_PREFIX: 'brand-a:',
        JINLI_SOCKET_BALANCE: '1',
      }).redis,
    ).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'brand-a:', socketBalance: true });
    expect(() => loadConfig([], { JINLI_REDIS_PREFIX: 'two words' })).toThrow(ConfigError);
    expect(() => loadConfig([], { JINLI_SOCKET_BALANCE: 'yes please' })).toThrow(ConfigError);
  });

  it('reads the console listener: off by default, 127.0.0.1 unless --console-host says otherwise', () => {
    expect(loadConfig([], {}).console).toBeUndefined();
    expect(loadConfig(['--console-port', '3100'], {}).console).toEqual({
      port: 3100,
      host: '127.0.0.1',
    });
    expect(
      loadConfig([], { JINLI_CONSOLE_PORT: '3100', JINLI_CONSOLE_HOST: '10.0.0.5' }).console,
    ).toEqual({ port: 3100, host: '10.0.0.5' });
    expect(() => loadConfig(['--console-host', '0.0.0.0'], {})).toThrow(/needs --console-port/);
    expect(() => loadConfig(['--console-port', 'x'], {})).toThrow(ConfigError);
  });

  it('reads the drain timeout and delay in seconds (flag or env); refuses anything else', () => {
    expect(loadConfig([], {})).toMatchObject({ drainTimeoutMs: 20_000, drainDelayMs: 0 });
    expect(
      loadConfig(['--drain-delay', '3', '--drain-timeout', '7.5'], { JINLI_DRAIN_DELAY: '9' }),
    ).toMatchObject({ drainTimeoutMs: 7_500, drainDelayMs: 3_000 });
    expect(loadConfig([], { JINLI_DRAIN_DELAY: '2' }).drainDelayMs).toBe(2_000);
    for (const bad of ['-1', 'soon', '3601', '1e3'])
      expect(() => loadConfig(['--drain-delay', bad], {}), bad).toThrow(ConfigError);
  });

  it('reads the sandbox and test-draw switches (flag or env) and the named operators', () => {
    const off = loadConfig([], {});
    expect(off).toMatchObject({ sandboxPayments: false, operatorTestDraws: false, operators: [] });
    expect(loadConfig(['--sandbox-payments', '--operator-test-draws'], {})).toMatchObject({
      sandboxPayments: true,
      operatorTestDraws: true,
    });
    expect(
      loadConfig([], { JINLI_SANDBOX_PAYMENTS: '1', JINLI_OPERATOR_TEST_DRAWS: 'yes' }),
    ).toMatchObject({ sandboxPayments: true, operatorTestDraws: true });
    expect(() => loadConfig([], { JINLI_SANDBOX_PAYMENTS: 'maybe' })).toThrow(ConfigError);
    expect(
      loadConfig([], {
        JINLI_OPERATORS: 'alice:alice-token-0123456789',
        JINLI_OPERATOR_TOKEN: 'legacy-token-0123456789',
      }).operators,
    ).toEqual([
      { name: 'alice', token: 'alice-token-0123456789', role: 'admin' },
      { name: 'operator', token: 'legacy-token-0123456789', role: 'admin' },
    ]);
    expect(() => loadConfig([], { JINLI_OPERATORS: 'alice:short' })).toThrow(ConfigError);
  });

  it('reads JINLI_CORS_ORIGINS as a list of origins; refuses paths and other schemes', () => {
    const cors = (value?: string) =>
      loadConfig([], value === undefined ? {} : { JINLI_CORS_ORIGINS: value }).corsOrigins;
    expect(cors()).toEqual([]);
    expect(cors('https://m.example.com, http://localhost:5173')).toEqual([
      'https://m.example.com',
      'http://localhost:5173',
    ]);
    expect(() => cors('https://m.example.com/app')).toThrow(ConfigError);
    expect(() => cors('*')).toThrow(ConfigError);
    expect(() => cors('ftp://example.com')).toThrow(ConfigError);
  });

  it('has the documented defaults', () => {
    const config = loadConfig([], {});
    expect(config).toMatchObject({
      help: false,
      port: 3000,
      host: '0.0.0.0',
      database: { url: undefined, dataDir: defaultDataDir() },
      seed: true,
      companyCode: 'jinli',
      app: { dir: themeAppDir('theme3'), theme: 'theme3' },
      runtimeConfig: { apiOrigin: '', chatOrigin: '', gameServers: [], encrypt: false },
    });
    expect(config.database.dataDir).toBe(`${packageRoot()}/.data`);
    expect(config.app.dir).toBe(`${packageRoot().replace(/server$/, '')}theme3/dist`);
  });

  it('reads the environment', () => {
    const config = loadConfig([], {
      PORT: '4000',
      HOST: '127.0.0.1',
      JINLI_DATA_DIR: 'memory://',
      DATABASE_URL: 'postgres://u@h/db',
      JINLI_THEME: 'theme1',
      JINLI_COMPANY_CODE: 'brand_2',
      JINLI_API_ORIGIN: 'https://api.example.com',
      JINLI_GAME_SERVERS: 'wss://a.example.com, wss://b.example.com,',
      JINLI_ENCRYPT: '1',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      database: { url: 'postgres://u@h/db', dataDir: 'memory://' },
      companyCode: 'brand_2',
      app: { dir: themeAppDir('theme1'), theme: 'theme1' },
      runtimeConfig: {
        apiOrigin: 'https://api.example.com',
        gameServers: ['wss://a.example.com', 'wss://b.example.com'],
        encrypt: true,
      },
    });
  });

  it('lets flags win over the environment', () => {
    const config = loadConfig(
      [
        '--port',
        '3999',
        '--data-dir',
        'rel/dir',
        '--no-seed',
        '--theme',
        'theme4',
        '--company',
        'x',
      ],
      { PORT: '1', JINLI_DATA_DIR: '/elsewhere', JINLI_THEME: 'theme2', JINLI_COMPANY_CODE: 'y' },
    );
    expect(config.port).toBe(3999);
    expect(config.database.dataDir).toBe(`${process.cwd()}/rel/dir`);
    expect(config.seed).toBe(false);
    expect(config.app).toEqual({ dir: themeAppDir('theme4'), theme: 'theme4' });
    expect(config.companyCode).toBe('x');
  });

  it("reads the company's public domains, newest first, and refuses what is not a host", () => {
    expect(loadConfig([], {}).siteDomains).toEqual([]);
    expect(
      loadConfig([], { JINLI_SITE_DOMAINS: ' m.brand.example , www.brand.example:8443,' })
        .siteDomains,
    ).toEqual(['m.brand.example', 'www.brand.example:8443']);
    expect(
      loadConfig(['--domain', '127.0.0.1:3000'], { JINLI_SITE_DOMAINS: 'x.example' }).siteDomains,
    ).toEqual(['127.0.0.1:3000']);
    for (const bad of ['https://m.brand.example', 'm.brand.example/path', '-x.example', 'a b'])
      expect(() => loadConfig([], { JINLI_SITE_DOMAINS: bad }), bad).toThrow(ConfigError);
  });

  it('prefers an app folder over a theme', () => {
    expect(loadConfig(['--app-dir', '/srv/app', '--theme', 'theme1'], {}).app).toEqual({
      dir: '/srv/app',
      theme: undefined,
    });
    expect(loadConfig([], { JINLI_APP_DIR: '/srv/app2' }).app.dir).toBe('/srv/app2');
  });

  it('refuses bad values with a readable ConfigError', () => {
    const bad: [string[], Record<string, string>][] = [
      [['--port', 'abc'], {}],
      [['--port', '70000'], {}],
      [[], { PORT: '-1' }],
      [['--theme', 'theme9'], {}],
      [['--company', 'a b'], {}],
      [['--unknown'], {}],
      [['positional'], {}],
      [[], { JINLI_ENCRYPT: 'maybe' }],
    ];
    for (const [argv, env] of bad) {
      expect(() => loadConfig(argv, env), JSON.stringify([argv, env])).toThrow(ConfigError);
    }
  });
});
