// The console's session cookie: HttpOnly (scripts cannot read it), SameSite=Strict (no other site's
// page sends it), Path=/console-api (the console app's own files never see it) and Secure when the
// request came over https. Read and written by hand: one cookie of our own does not need a plugin.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONSOLE_COOKIE = 'jinli_console';
export const CONSOLE_COOKIE_PATH = '/console-api';

/** The value of cookie `name` in the request's Cookie header, if any. */
export function readCookie(request: FastifyRequest, name = CONSOLE_COOKIE): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    return part.slice(eq + 1).trim();
  }
  return undefined;
}

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
