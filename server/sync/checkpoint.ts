import { z } from 'zod';
import { HttpError } from '../http/errors';

/**
 * Checkpoint pulls (DESIGN.md "checkpoint pull") on every replicated list endpoint:
 * - no `limit` and no `checkpoint`: all live rows, `{data: [...]}` (SPEC 7 behaviour);
 * - `?limit=N` (1–1000, default 500) and/or `?checkpoint=C`: rows changed after C, tombstones
 *   included, ordered by `(updated_at, id)`, answered as `{data: [...], checkpoint}`.
 *
 * The checkpoint is the position of the last row handed out: `{updated_at, id}` with `updated_at`
 * in UTC at microsecond precision (`2026-05-01T10:00:00.123456Z`; a JavaScript Date would round
 * to milliseconds and repeat or skip rows). Clients keep it as received and send it back as
 * `?checkpoint=` + encodeURIComponent(JSON.stringify(checkpoint)). A page with no rows answers the
 * checkpoint it was given (null when none). A page shorter than `limit` means "caught up for now".
 */
export interface Checkpoint {
  updated_at: string;
  id: string;
}

export const DEFAULT_PULL_LIMIT = 500;
export const MAX_PULL_LIMIT = 1000;

export const pullQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PULL_LIMIT).optional(),
  checkpoint: z.string().max(1000).optional(),
});

export type PullQuery = z.infer<typeof pullQuerySchema>;

const MICRO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const checkpointSchema = z.object({
  updated_at: z.string().regex(MICRO_ISO),
  id: z.string().min(1).max(200),
});

export const checkpointWireSchema = checkpointSchema.nullable();

export function parseCheckpoint(value: string): Checkpoint {
  try {
    return checkpointSchema.parse(JSON.parse(value));
  } catch {
    throw new HttpError(400, 'Invalid checkpoint', {
      checkpoint: 'Expected the JSON {"updated_at","id"} of a previous response',
    });
  }
}

/** Whether the request asks for a checkpoint pull rather than the plain live list. */
export function isPull(query: PullQuery): boolean {
  return query.limit !== undefined || query.checkpoint !== undefined;
}
