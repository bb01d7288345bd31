export const WRONG_PASSWORD_MESSAGE = 'Incorrect password';

export class KeyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KeyError';
  }
}
