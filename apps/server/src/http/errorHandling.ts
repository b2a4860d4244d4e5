// Error rendering for the whole app: every failure leaves as `{ code, msg }`. Client mistakes that
// Fastify itself detects (malformed JSON, oversized bodies, bad URLs, unknown content types) become
// 400 SYS/BAD_REQUEST; unknown paths 404 SYS/NOT_FOUND; anything else is logged and answered as a
// bare 500 SYS/INTERNAL without details.
import { defaultErrorMessage, ErrorCode, errorStatus } from '@jinli/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './AppError';

/** Chinese messages for the client errors Fastify raises before a handler runs. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度有误',
  FST_ERR_CTP_INVALID_TYPE: '不支持的请求内容类型',
  FST_ERR_BAD_URL: '请求地址有误',
  FST_ERR_ASYNC_CONSTRAINT: '请求地址有误',
};

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.code(error.statusCode).send(error.toBody());
}

/** Body of a client error Fastify raised (4xx), or undefined when it is not one. */
function clientError(error: FastifyError): AppError | undefined {
  const known = fastifyClientErrors[error.code];
  if (known) return new AppError(ErrorCode.BAD_REQUEST, known);
  if (error.validation) return new AppError(ErrorCode.BAD_REQUEST);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(ErrorCode.BAD_REQUEST);
  return undefined;
}

export interface ErrorHandlingOptions {
  /** Gets the first say on unmatched requests (the SPA fallback); returns undefined to pass. */
  notFoundFallback?: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => FastifyReply | Promise<FastifyReply> | undefined;
}

/**
 * Installs the error and not-found handlers on the root instance. Call it before any route is
 * added: it records the methods of every fixed path to tell a wrong method from an unknown path.
 */
export function installErrorHandling(
  app: FastifyInstance,
  options: ErrorHandlingOptions = {},
): void {
  // Our own table rather than app.hasRoute(): that parses its argument as a route pattern and
  // throws on request paths such as '/:x(\\d+'.
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (/[:*]/.test(route.url)) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(route.url, methods);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    const client = clientError(error);
    if (client) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'rejected input');
      return sendError(reply, client);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(errorStatus[ErrorCode.INTERNAL])
      .send({ code: ErrorCode.INTERNAL, msg: defaultErrorMessage[ErrorCode.INTERNAL] });
  });

  app.setNotFoundHandler((request, reply) => {
    const fallback = options.notFoundFallback?.(request, reply);
    if (fallback) return fallback;
    // 400 when the path exists for another method (not 405: the client reads 405 as "chat unavailable").
    const pathname = request.url.split('?')[0] ?? '/';
    const methods = methodsByPath.get(pathname);
    const wrongMethod = methods !== undefined && !methods.has(request.method);
    return sendError(
      reply,
      wrongMethod
        ? new AppError(ErrorCode.BAD_REQUEST, '不支持该请求方法')
        : new AppError(ErrorCode.NOT_FOUND),
    );
  });
}

/** Fastify's `frameworkErrors` option: errors raised before routing (e.g. a malformed URL). */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(reply, clientError(error) ?? new AppError(ErrorCode.BAD_REQUEST));
}
