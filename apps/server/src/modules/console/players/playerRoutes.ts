// GET /console-api/players (search), /players/:id (profile) and its pages (ledger, bets, orders,
// sessions) for every signed-in operator; POST /players/:id/<action> (mute, unmute, ban, unban,
// unlock, must-reset) for 客服 and 管理员.
import { ErrorCode } from '@jinli/contract';
import {
  CONSOLE_PLAYER_ACTIONS,
  CONSOLE_PLAYERS_PATH,
  consolePlayerActionBodySchema,
  consolePlayerBetsQuerySchema,
  consolePlayerLedgerQuerySchema,
  consolePlayerOrdersQuerySchema,
  consolePlayersQuerySchema,
  consolePagingSchema,
} from '@jinli/contract/console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/AppError';
import { ok } from '../../../http/endpoints';
import { parseInput } from '../../../http/parseInput';
import { type OperatorRole, ROLES_ANY } from '../../operators/roles';
import type { ConsoleAuth } from '../consoleAuth';
import { idOf, rangeOf } from '../consoleInput';
import { listRecharges, listWithdrawals } from '../money/queueQueries';
import { PLAYER_MONEY_TEXT } from '../moneyTexts';
import type { PlayerMoneyDeps } from '../playerMoneyDeps';
import { actOnPlayer } from './playerActions';
import { playerProfile } from './playerProfile';
import { findPlayer, listPlayers, playerBets, playerLedger, playerSessions } from './playerQueries';

/** Who may act on a player account: customer service and admins. */
export const ROLES_PLAYER_CARE: readonly OperatorRole[] = ['admin', 'support'];

const PLAYER_PATH = `${CONSOLE_PLAYERS_PATH}/:id`;

export function registerPlayerRoutes(
  app: FastifyInstance,
  auth: ConsoleAuth,
  deps: PlayerMoneyDeps,
): void {
  const { db } = deps;
  const companyId = async () => (await deps.company.current()).id;
  /** The signed-in reader, then player `:id` of the company (404 when there is none). */
  const readPlayer = async (request: FastifyRequest) => {
    await auth.signedIn(request, { allowed: ROLES_ANY });
    const id = idOf(request.params);
    const found = await findPlayer(db, await companyId(), id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, PLAYER_MONEY_TEXT.playerNotFound);
    return found.user;
  };

  app.get(CONSOLE_PLAYERS_PATH, async (request) => {
    await auth.signedIn(request, { allowed: ROLES_ANY });
    const query = parseInput(consolePlayersQuerySchema, request.query);
    return ok(await listPlayers(db, await companyId(), query));
  });

  app.get(PLAYER_PATH, async (request) => {
    await auth.signedIn(request, { allowed: ROLES_ANY });
    const profile = await playerProfile(deps, await companyId(), idOf(request.params));
    if (!profile) throw new AppError(ErrorCode.NOT_FOUND, PLAYER_MONEY_TEXT.playerNotFound);
    return ok(profile);
  });

  app.get(`${PLAYER_PATH}/ledger`, async (request) => {
    const user = await readPlayer(request);
    const query = parseInput(consolePlayerLedgerQuerySchema, request.query);
    return ok(await playerLedger(db, user.id, { ...query, ...rangeOf(query) }));
  });

  app.get(`${PLAYER_PATH}/bets`, async (request) => {
    const user = await readPlayer(request);
    const query = parseInput(consolePlayerBetsQuerySchema, request.query);
    return ok(await playerBets(db, user.id, { ...query, ...rangeOf(query) }));
  });

  app.get(`${PLAYER_PATH}/orders`, async (request) => {
    const user = await readPlayer(request);
    const query = parseInput(consolePlayerOrdersQuerySchema, request.query);
    const filter = { page: query.page, pageSize: query.pageSize, userId: user.id };
    return ok(
      query.kind === 'withdraw'
        ? await listWithdrawals(db, user.companyId, filter)
        : await listRecharges(db, user.companyId, filter),
    );
  });

  app.get(`${PLAYER_PATH}/sessions`, async (request) => {
    const user = await readPlayer(request);
    const query = parseInput(consolePagingSchema, request.query);
    return ok(await playerSessions(db, user.id, query, deps.now()));
  });

  for (const action of CONSOLE_PLAYER_ACTIONS)
    app.post(`${PLAYER_PATH}/${action}`, async (request) => {
      const { actor } = await auth.signedIn(request, { allowed: ROLES_PLAYER_CARE });
      const id = idOf(request.params);
      const body = parseInput(consolePlayerActionBodySchema, request.body);
      return ok(await actOnPlayer(deps, actor, await companyId(), id, action, body.reason));
    });
}
