import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/settings';
import { HttpError } from '../http/errors';

/**
 * createOnce(db, request, create) runs a POST's create in a transaction, at most once per
 * `Idempotency-Key` and organization (DESIGN.md "idempotent create"); sendCreated(reply, result)
 * answers with it. `create(tx)` does its writes (and publishChange calls) on `tx` and returns the
 * status and body.
 *
 * The key row is inserted first, in the same transaction as the create: a second request with the
 * same key (a retry, or the same request arriving concurrently) blocks on the primary key until the
 * first commits, then finds the stored answer and replays it, status and body byte for byte (kept
 * as a JSON string). If the first rolls back, its key row goes with it and the second creates.
 * A key reused by another user or for another path is refused (422) rather than replayed.
 */
export interface CreateResult {
  statusCode: number;
  body: unknown;
}

export interface SentResult {
  statusCode: number;
  json: string;
  replayed: boolean;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** A key answers its replays for a day; after that the same key is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key claimed by a request that never stored its answer (the process died between its write
 * and the answer) is taken over after this long; the write it made, if any, then shows as a 409
 * whose row already holds the change, which the queue counts as done.
 */
const ABANDONED_CLAIM_MS = 60_000;

const ago = (ms: number) => new Date(Date.now() - ms);

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  if (!KEY_PATTERN.test(value)) {
    throw new HttpError(400, 'Invalid Idempotency-Key header: 1 to 200 visible ASCII characters');
  }
  return value;
}

export async function createOnce(
  db: Db,
  request: FastifyRequest,
  create: (tx: Db) => Promise<CreateResult>,
): Promise<SentResult> {
  const key = idempotencyKey(request);
  const { organizationId, userId } = request.auth;
  const path = request.url.split('?')[0] ?? request.url;
  const scope = and(
    eq(idempotencyKeys.organizationId, organizationId),
    eq(idempotencyKeys.key, key ?? ''),
  );
  return db.transaction(async (tx) => {
    if (key !== undefined) {
      await tx
        .delete(idempotencyKeys)
        .where(and(scope, lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_TTL_MS))));
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ organizationId, key, userId, method: request.method, path, statusCode: 0 })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [stored] = await tx.select().from(idempotencyKeys).where(scope).limit(1);
        if (!stored || stored.userId !== userId || stored.path !== path) {
          throw new HttpError(422, 'Idempotency-Key was already used for another request');
        }
        return { statusCode: stored.statusCode, json: stored.response as string, replayed: true };
      }
    }
    const result = await create(tx);
    const json = JSON.stringify(result.body);
    if (key !== undefined) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: result.statusCode, response: json })
        .where(scope);
    }
    return { statusCode: result.statusCode, json, replayed: false };
  });
}

export function sendCreated(reply: FastifyReply, result: SentResult): FastifyReply {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.statusCode).type('application/json; charset=utf-8').send(result.json);
}

export interface StoredAnswer {
  statusCode: number;
  json: string;
}

export interface KeyOwner {
  organizationId: string;
  userId: string;
  key: string;
  method: string;
  path: string;
}

export type ClaimOutcome =
  { kind: 'claimed' } | { kind: 'answered'; answer: StoredAnswer } | { kind: 'running' };

type KeyRef = Pick<KeyOwner, 'organizationId' | 'key'>;

const keyScope = ({ organizationId, key }: KeyRef) =>
  and(eq(idempotencyKeys.organizationId, organizationId), eq(idempotencyKeys.key, key));

/**
 * Claims a key for an update or delete (idempotent-replay.plugin.ts), or finds the answer stored
 * under it, or finds it still running in another request. Expired and abandoned claims go first.
 */
export function claimKey(db: Db, owner: KeyOwner): Promise<ClaimOutcome> {
  const scope = keyScope(owner);
  return db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(and(scope, lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_TTL_MS))));
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          scope,
          eq(idempotencyKeys.statusCode, 0),
          lt(idempotencyKeys.createdAt, ago(ABANDONED_CLAIM_MS)),
        ),
      );
    const { organizationId, key, userId, method, path } = owner;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ organizationId, key, userId, method, path, statusCode: 0 })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed' } as const;
    const [stored] = await tx.select().from(idempotencyKeys).where(scope).limit(1);
    if (!stored) return { kind: 'running' } as const;
    if (stored.userId !== userId || stored.path !== path || stored.method !== method) {
      throw new HttpError(422, 'Idempotency-Key was already used for another request');
    }
    if (stored.statusCode === 0) return { kind: 'running' } as const;
    return {
      kind: 'answered',
      answer: { statusCode: stored.statusCode, json: stored.response as string },
    } as const;
  });
}

export async function finishKey(db: Db, ref: KeyRef, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.json })
    .where(keyScope(ref));
}

/** A refused or failed request keeps no answer: the same key may be tried again. */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyScope(ref), eq(idempotencyKeys.statusCode, 0)));
}

/** Drops every key older than a day (run periodically; lookups ignore them meanwhile). */
export async function purgeExpiredKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, ago(IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
