import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Change } from './change';
import { createOnce, sendCreated } from './idempotency';
import { expectedVersion } from './if-match';
import { publishChanges } from './publish-change';
import type { WriteTarget } from './versioned-write';

/**
 * Runs `write` in a transaction and publishes the change notices of the row it returns on that
 * same transaction, so they go out only if the write commits (publish-change.ts).
 */
export function writeAndPublish<Row>(
  db: Db,
  write: (tx: Db) => Promise<Row>,
  changes: (row: Row) => Change | Change[],
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await write(tx);
    await publishChanges(tx, [changes(row)].flat());
    return row;
  });
}

export interface IdRequest {
  params: { id: string };
  headers: FastifyRequest['headers'];
  auth: FastifyRequest['auth'];
}

/** The row a `PUT`/`DELETE /resource/:id` addresses: the caller's organization, its If-Match. */
export function requestTarget<Row>(
  request: IdRequest,
  options: Pick<WriteTarget<Row>, 'notFound' | 'view' | 'where'>,
): WriteTarget<Row> {
  return {
    id: request.params.id,
    organizationId: request.auth.organizationId,
    expected: expectedVersion(request.headers['if-match']),
    notFound: options.notFound,
    view: options.view,
    ...(options.where ? { where: options.where } : {}),
  };
}

/**
 * An idempotent `POST` (idempotency.ts) that inserts one row, publishes its change and answers
 * `201 {data: view(row)}`.
 */
export async function createAndPublish<Row>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  create: {
    insert: (tx: Db) => Promise<Row>;
    change: (row: Row) => Change | Change[];
    view: (row: Row) => unknown;
  },
): Promise<FastifyReply> {
  const result = await createOnce(db, request, async (tx) => {
    const row = await create.insert(tx);
    await publishChanges(tx, [create.change(row)].flat());
    return { statusCode: 201, body: { data: create.view(row) } };
  });
  return sendCreated(reply, result);
}
