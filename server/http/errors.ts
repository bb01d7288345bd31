// Errors a route throws on purpose; the error handler turns them into the wire shape
// `{status:'error', code, message, details?}` with `statusCode` as the HTTP status.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string>,
    /** Sent as the error body's `data` (the current record of a 409 version conflict). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const AUTH_REQUIRED = 'Authentication required';
export const INVALID_CREDENTIALS = 'Invalid email or password';

export const unauthorized = (message = AUTH_REQUIRED) => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string, details?: Record<string, string>) =>
  new HttpError(400, message, details);
