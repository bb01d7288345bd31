import { SERVER_UNREACHABLE_MESSAGE, UNREACHABLE_CODE, type ApiError } from '../api/api.types';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const WRONG_UNLOCK_PASSWORD_MESSAGE = 'Incorrect password';
export const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app';
/** The lock screen cannot ask for a code: a fresh login can. */
export const UNLOCK_NEEDS_CODE_MESSAGE =
  'This account uses two-factor authentication: log out and log in again';

// What the login form shows for each failure; the server's own wording wins when it has one.
export function loginErrorMessage(error: ApiError): string {
  if (error.code === UNREACHABLE_CODE) return SERVER_UNREACHABLE_MESSAGE;
  if (error.code === 429) return 'Too many login attempts. Please wait a moment and try again.';
  if (error.code >= 500) return 'Failed to login';
  return error.message || 'Failed to login';
}
