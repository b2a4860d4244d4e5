// The console's session cookie: HttpOnly (scripts cannot read it), SameSite=Strict (no other site's
// page sends it), Path=/console-api (the console app's own files never see it) and Secure when the
// request came over https. Written by hand: one cookie of our own does not need a plugin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '../../http/cookies';

export const CONSOLE_COOKIE = 'jinli_console';
export const CONSOLE_COOKIE_PATH = '/console-api';

/** The session token in the request's cookie, if any. */
export const sessionCookieOf = (request: FastifyRequest) => cookieOf(request, CONSOLE_COOKIE);

function attributes(request: FastifyRequest, maxAgeS: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${CONSOLE_COOKIE_PATH}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Strict${secure}`;
}

/** Sets the session cookie to `token` (base64url: no quoting needed) for `maxAgeS` seconds. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeS: number,
): void {
  reply.header('set-cookie', `${CONSOLE_COOKIE}=${token}; ${attributes(request, maxAgeS)}`);
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${CONSOLE_COOKIE}=; ${attributes(request, 0)}`);
}
