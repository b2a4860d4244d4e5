// The one error type of the server: a catalogue code (spec §8) and a Chinese message, rendered as
// `{ code, msg }` with the code's HTTP status by the error handler.
import { defaultErrorMessage, type ErrorCode, errorStatus } from '@jinli/contract';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  /** `msg` defaults to the catalogue's message for the code. */
  constructor(code: ErrorCode, msg?: string) {
    super(msg ?? defaultErrorMessage[code] ?? code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
  }

  toBody(): { code: ErrorCode; msg: string } {
    return { code: this.code, msg: this.message };
  }
}
