import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../http/errors';

/** A `.catch` for writes that may hit a unique index: 409 `message` rather than a 500. */
export const conflictOnUnique =
  (message: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(409, message);
    throw error;
  };
