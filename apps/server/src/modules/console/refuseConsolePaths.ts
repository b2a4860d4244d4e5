// The players' listener never answers a console route: /console-api/* is 404 there (before the SPA
// fallback could hand a page request index.html), whether or not the console runs on its own port.
import { ErrorCode } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/AppError';
import { CONSOLE_PREFIX } from './paths';

export function refuseConsolePaths(app: FastifyInstance): void {
  const refuse = async () => {
    throw new AppError(ErrorCode.NOT_FOUND);
  };
  app.all(CONSOLE_PREFIX, refuse);
  app.all(`${CONSOLE_PREFIX}/*`, refuse);
}
