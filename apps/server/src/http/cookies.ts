// Reading one cookie of a request: the players' captcha id and the console's session both come in
// the Cookie header. A value that is not valid percent-encoding counts as absent: decoding it threw,
// and a hostile header answered 500.
import type { FastifyRequest } from 'fastify';

/** The value of cookie `name` in the request, if any (undefined when badly encoded). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
