// The sandbox's own HTTP surface (a provider's, not the app's contract): the game page a launch
// URL opens, its scripts and style sheet, and the game API the page calls with its session
// (header x-game-session). Answers use the app's envelope ({ code: 0, msg, data } or { code, msg }).
// The pages may be framed by the app: frame-ancestors 'self' plus the app origins the deployment
// names (JINLI_CORS_ORIGINS); every other answer of the server stays unframeable.
import { ErrorCode } from '@jinli/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../http/AppError';
import type { LobbyService } from '../lobby';
import { assetText, expiredPage, gamePage } from './pages';
import { SANDBOX_TEXT, type SandboxProvider } from './context';

export const SANDBOX_PREFIX = '/sandbox-games/';
export const GAME_SESSION_HEADER = 'x-game-session';

/** The CSP of the game pages: the app's own policy with framing allowed for the app's origins. */
export function gamePageCsp(frameOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameOrigins].join(' ')}`,
  ].join('; ');
}

const stakeBody = z.object({ stake: z.number().int() });
const bodies = {
  spin: stakeBody,
  shoot: stakeBody.extend({ fish: z.string().max(20) }),
  match: stakeBody.extend({ pick: z.string().max(20) }),
  'hilo/start': stakeBody,
  'hilo/guess': z.object({ guess: z.string().max(10) }),
  'table/bet': stakeBody.extend({ side: z.string().max(10) }),
} as const;

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
  return result.data;
}

export function registerSandboxRoutes(
  app: FastifyInstance,
  sandbox: SandboxProvider,
  options: {
    frameOrigins: readonly string[];
    lobby: LobbyService;
    companyId: () => Promise<number>;
  },
): void {
  const csp = gamePageCsp(options.frameOrigins);
  const framable = (reply: FastifyReply) => {
    reply.header('content-security-policy', csp);
    reply.removeHeader('x-frame-options');
    return reply.header('cache-control', 'no-store');
  };

  app.get<{ Querystring: { s?: string } }>(`${SANDBOX_PREFIX}play`, async (request, reply) => {
    framable(reply).type('text/html; charset=utf-8');
    const token = typeof request.query.s === 'string' ? request.query.s : undefined;
    try {
      const session = await sandbox.session(token);
      const [game] = (await options.lobby.liveGames(await options.companyId())).filter(
        (g) => g.gameCode === session.gameCode,
      );
      return gamePage(session.engine, session.gameCode, game?.gameName ?? '游戏');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.code(401).send(expiredPage(error.message));
    }
  });

  app.get<{ Params: { file: string } }>(`${SANDBOX_PREFIX}assets/:file`, async (request, reply) => {
    const text = assetText(request.params.file);
    if (text === undefined) throw new AppError(ErrorCode.NOT_FOUND);
    return reply
      .type(
        request.params.file.endsWith('.css')
          ? 'text/css; charset=utf-8'
          : 'text/javascript; charset=utf-8',
      )
      .header('cache-control', 'public, max-age=300')
      .send(text);
  });

  const action = async (request: FastifyRequest<{ Params: { a: string; b?: string } }>) => {
    const name = request.params.b ? `${request.params.a}/${request.params.b}` : request.params.a;
    const header = request.headers[GAME_SESSION_HEADER];
    const session = await sandbox.session(typeof header === 'string' ? header : undefined);
    const body = request.body;
    switch (name) {
      case 'balance':
        return { balance: Number(await sandbox.gameBalance(session.userId)) };
      case 'spin':
        if (session.engine !== 'slot') break;
        return sandbox.spin(session, parse(bodies.spin, body).stake);
      case 'shoot': {
        if (session.engine !== 'fish') break;
        const b = parse(bodies.shoot, body);
        return sandbox.shoot(session, b.stake, b.fish);
      }
      case 'match': {
        if (session.engine !== 'vsport') break;
        const b = parse(bodies.match, body);
        return sandbox.match(session, b.stake, b.pick);
      }
      case 'hilo/state':
        if (session.engine !== 'hilo') break;
        return sandbox.hiloState(session);
      case 'hilo/start':
        if (session.engine !== 'hilo') break;
        return sandbox.hiloStart(session, parse(bodies['hilo/start'], body).stake);
      case 'hilo/guess':
        if (session.engine !== 'hilo') break;
        return sandbox.hiloGuess(session, parse(bodies['hilo/guess'], body).guess);
      case 'hilo/cashout':
        if (session.engine !== 'hilo') break;
        return sandbox.hiloCashOut(session);
      case 'table/state':
        if (session.engine !== 'dragonTiger') break;
        return sandbox.tableState(session);
      case 'table/bet': {
        if (session.engine !== 'dragonTiger') break;
        const b = parse(bodies['table/bet'], body);
        return sandbox.tableBet(session, b.stake, b.side);
      }
    }
    throw new AppError(ErrorCode.NOT_FOUND);
  };
  const answer = async (request: FastifyRequest<{ Params: { a: string; b?: string } }>) => ({
    code: 0 as const,
    msg: '',
    data: await action(request),
  });
  app.post<{ Params: { a: string } }>(`${SANDBOX_PREFIX}api/:a`, answer);
  app.post<{ Params: { a: string; b: string } }>(`${SANDBOX_PREFIX}api/:a/:b`, answer);
}
