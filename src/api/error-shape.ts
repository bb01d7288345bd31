import type { ApiError } from './api.types';
import { camelizeKeys } from './case-convert';

// SPEC 8: an error body without a status becomes {status:'error', code, message}.
export function normaliseError(httpStatus: number, body: unknown): ApiError {
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = pickMessage(fields) ?? `Request failed with status ${httpStatus}`;
  const error: ApiError = { status: 'error', code: httpStatus, message };
  if (fields.details !== null && typeof fields.details === 'object') {
    error.details = fields.details as Record<string, string>;
  }
  if (fields.data !== undefined && fields.data !== null) error.data = camelizeKeys(fields.data);
  return error;
}

function pickMessage(fields: Record<string, unknown>): string | undefined {
  for (const key of ['message', 'error']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
