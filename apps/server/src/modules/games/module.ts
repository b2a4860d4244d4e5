// Assembles the game center for the app: the lobby, the providers (the built-in sandbox; another
// is one more entry of `providers`), the transfer wallet with its reconciliation at start and every
// few seconds, the launch rules, the casino report, the lobby's pictures and the sandbox's pages.
import type { gameEndpoints } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import type { LimitRule, RateLimiter } from '../accounts/rateLimits';
import type { CompanyService } from '../company/service';
import { companyIdFor } from '../content/viewer';
import { lazyTimeZoneSource } from '../config/timeZone';
import { registerGameImageRoutes } from './images';
import { createLauncher, DEFAULT_LAUNCH_LIMITS } from './launch';
import { createLobbyService, type LobbyService } from './lobby';
import type { GameProvider } from './provider';
import { createCasinoReport } from './report';
import { registerSandboxRoutes } from './sandbox/routes';
import type { SandboxProvider } from './sandbox/context';
import { createSandboxProvider } from './sandbox/sandbox';
import type { FaultSeam } from '../../faults/seam';
import { sweepWork } from './sweepWork';
import { createTransferWallet, TRANSFER_LEASE_MS, type TransferWallet } from './transfers';

export type GameHandlers = Pick<EndpointHandlers, keyof typeof gameEndpoints>;

export interface GamesModuleDeps {
  db: Db;
  company: CompanyService;
  auth: AuthService;
  limiter: RateLimiter;
  /** Launch limits per player; default DEFAULT_LAUNCH_LIMITS. */
  launchLimits?: readonly LimitRule[] | undefined;
  /** Run the reconciliation and the sandbox's sweep (start and every few seconds); default true. */
  runSweeps?: boolean | undefined;
  /**
   * config.json's apiOrigin: when the app is served from another origin, launch URLs of the sandbox
   * are absolute on it; '' or absent, they are paths on the server's own origin.
   */
  apiOrigin?: string | undefined;
  /** Origins that may frame the sandbox's pages besides the server's own (JINLI_CORS_ORIGINS). */
  frameOrigins?: readonly string[] | undefined;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
  /** How long a pending transfer is its request's before the sweep finishes it; default TRANSFER_LEASE_MS. */
  transferLeaseMs?: number | undefined;
  now?: () => number;
}

export interface GamesModule {
  handlers: GameHandlers;
  lobby: LobbyService;
  sandbox: SandboxProvider;
  transfers: TransferWallet;
  register(app: FastifyInstance): Promise<void>;
}

/** Seconds between two sweeps (pending transfers, closed table rounds, idle card hands). */
export const SWEEP_INTERVAL_MS = 2_000;

export function createGamesModule(deps: GamesModuleDeps): GamesModule {
  const { db, company, auth } = deps;
  const now = deps.now ?? Date.now;
  const lobby = createLobbyService(db);
  const sandbox = createSandboxProvider(db, { now, origin: deps.apiOrigin ?? '' });
  const providers = new Map<string, GameProvider>([[sandbox.code, sandbox]]);
  const transfers = createTransferWallet(db, providers, {
    faults: deps.faults,
    leaseMs: deps.transferLeaseMs ?? TRANSFER_LEASE_MS,
  });
  const timeZone = lazyTimeZoneSource(db, async () => (await company.current()).code);
  const launch = createLauncher({
    db,
    lobby,
    providers,
    transfers,
    limiter: deps.limiter,
    limits: deps.launchLimits ?? DEFAULT_LAUNCH_LIMITS,
    timeZone,
    now,
  });
  const report = createCasinoReport({ lobby, providers, timeZone, now });
  const companyId = (code?: string) => companyIdFor(company, code);
  const viewerId = async (request: Parameters<AuthService['optionalUser']>[0]) =>
    (await auth.optionalUser(request))?.id;

  const handlers: GameHandlers = {
    gameGroup: async ({ query, request }) =>
      lobby.groups(await companyId(query.companyCode), await viewerId(request)),
    gameGroupType: async ({ query }) => lobby.categories(await companyId(query.companyCode)),
    gameListAll: async ({ query, request }) =>
      lobby.page(await companyId(query.companyCode), query, await viewerId(request)),
    livePlay: async ({ query, request }) => {
      const session = await auth.requireUser(request);
      return launch(await companyId(), session.id, query);
    },
    liveRecall: async ({ request }) => {
      const session = await auth.requireUser(request);
      const amount = await transfers.recall(session.id);
      const { money, liveMoney } = await transfers.balances(session.id);
      return { money: Number(money), liveMoney: Number(liveMoney), amount: Number(amount) };
    },
    allLiveGames: async () => lobby.liveGames(await companyId()),
    gameReportList: async ({ query, request }) => {
      const session = await auth.requireUser(request);
      return report.list(await companyId(), session.id, query);
    },
    liveBetRecords: async ({ query, request }) => {
      const session = await auth.requireUser(request);
      return report.records(await companyId(), session.id, query);
    },
  };

  return {
    handlers,
    lobby,
    sandbox,
    transfers,
    async register(app) {
      registerGameImageRoutes(app, lobby, company);
      registerSandboxRoutes(app, sandbox, {
        frameOrigins: deps.frameOrigins ?? [],
        lobby,
        companyId: async () => (await company.current()).id,
      });
      if (deps.runSweeps ?? true) {
        let timer: NodeJS.Timeout | undefined;
        let closed = false;
        let running: Promise<unknown> = Promise.resolve();
        const sweep = () => {
          running = (async () => {
            try {
              const work = await sweepWork(db);
              if (work.pendingTransfers) await transfers.reconcile();
              await sandbox.sweep({ openBets: work.openBets });
            } catch (error) {
              app.log.error({ err: error }, 'games sweep failed');
            }
          })();
          return running;
        };
        app.addHook('onReady', async () => {
          // Pending transfers whose lease has run out: a crash's leftovers, never a transfer another
          // live instance is working on (a second instance may start during its recall).
          await sweep();
          const tick = () => {
            if (closed) return;
            timer = setTimeout(() => {
              void sweep().then(tick);
            }, SWEEP_INTERVAL_MS);
            timer.unref();
          };
          tick();
        });
        app.addHook('preClose', async () => {
          closed = true;
          if (timer) clearTimeout(timer);
          timer = undefined;
          await running;
        });
      }
    },
  };
}
