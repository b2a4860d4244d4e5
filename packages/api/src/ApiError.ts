// The one error type of the client: server answers `{ code, msg }`, HTTP failures without a body,
// network failures, time-outs and cancellations all become an ApiError, so screens handle one shape.
import { ErrorCode, defaultErrorMessage } from '@jinli/contract/routes';
import {
  BAD_RESPONSE_MESSAGE,
  CANCELED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  TIMEOUT_MESSAGE,
} from './strings';

/** Codes of failures the client detects itself; the server never sends these. */
export const ClientErrorCode = {
  /** No answer reached us (offline, refused, reset). `status` is 0. */
  NETWORK: 'CLIENT/NETWORK',
  /** No answer within the time-out. `status` is 0. */
  TIMEOUT: 'CLIENT/TIMEOUT',
  /** A POST not sent at all: the device is offline (a bet or a transfer is never queued). `status` is 0. */
  OFFLINE: 'CLIENT/OFFLINE',
  /** Aborted through the caller's signal or by a newer identical request. `status` is 0. */
  CANCELED: 'CLIENT/CANCELED',
  /** An answer that is not the contract's envelope or does not match its schema. */
  BAD_RESPONSE: 'CLIENT/BAD_RESPONSE',
  /** An HTTP failure without a `{ code, msg }` body and with a status the catalogue has no code for. */
  HTTP: 'CLIENT/HTTP',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** A failed call. `msg` is fit to show to the user as is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Catalogue code (spec §8, e.g. `UC/TOKEN_INVALID`) or a {@link ClientErrorCode}. */
  readonly code: string;
  /** Chinese message: the server's, or the client's own for client-side failures. */
  readonly msg: string;
  /** HTTP status; 0 when no answer arrived (network error, time-out, cancellation). */
  readonly status: number;

  constructor(code: string, msg: string, status: number, options?: { cause?: unknown }) {
    super(msg, options);
    this.code = code;
    this.msg = msg;
    this.status = status;
  }

  /** True when no answer arrived or the server failed (5xx): the failures worth retrying. */
  get isTransient(): boolean {
    return this.code === ClientErrorCode.NETWORK || this.status >= 500;
  }

  get isCanceled(): boolean {
    return this.code === ClientErrorCode.CANCELED;
  }

  static network(cause?: unknown): ApiError {
    return new ApiError(ClientErrorCode.NETWORK, NETWORK_ERROR_MESSAGE, 0, { cause });
  }

  static offline(): ApiError {
    return new ApiError(ClientErrorCode.OFFLINE, OFFLINE_MESSAGE, 0);
  }

  static timeout(cause?: unknown): ApiError {
    return new ApiError(ClientErrorCode.TIMEOUT, TIMEOUT_MESSAGE, 0, { cause });
  }

  static canceled(cause?: unknown): ApiError {
    return new ApiError(ClientErrorCode.CANCELED, CANCELED_MESSAGE, 0, { cause });
  }

  static badResponse(status: number, cause?: unknown): ApiError {
    return new ApiError(ClientErrorCode.BAD_RESPONSE, BAD_RESPONSE_MESSAGE, status, { cause });
  }

  /** An HTTP failure whose body is not `{ code, msg }` (a proxy's HTML page, an empty 502, …). */
  static fromStatus(status: number): ApiError {
    const code = statusCodes[status] ?? (status >= 500 ? ErrorCode.INTERNAL : undefined);
    if (code === undefined)
      return new ApiError(ClientErrorCode.HTTP, NETWORK_ERROR_MESSAGE, status);
    return new ApiError(code, defaultErrorMessage[code] ?? NETWORK_ERROR_MESSAGE, status);
  }
}

/** Generic catalogue codes by the status they are answered with (errors.ts), for bodiless failures. */
const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.CHAT_UNAVAILABLE,
  409: ErrorCode.CONFLICT,
  429: ErrorCode.TOO_MANY_REQUESTS,
};
