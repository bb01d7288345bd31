import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';

/**
 * Writes that honour `If-Match` (DESIGN.md "optimistic concurrency"). Both answer
 * - 404 `notFound` when the row is missing, soft-deleted or another organization's (never 403, so
 *   ids of other tenants are indistinguishable from unknown ones);
 * - 409 `Version conflict` with `data: view(current row)` when `expected` is given and stale;
 * - otherwise the row after the write (version and updated_at come from the database trigger).
 *
 * updateVersioned: one UPDATE … WHERE version = expected RETURNING: the check and the write are
 *   one statement, so two writers with the same expected version cannot both succeed.
 * lockForWrite: SELECT … FOR UPDATE inside a transaction, for writes that must read the row first
 *   (diffs for automatic notes, customer rules); the lock holds until the transaction ends.
 */
export interface SyncTable extends PgTable {
  id: AnyPgColumn;
  organizationId: AnyPgColumn;
  version: AnyPgColumn;
  deleted: AnyPgColumn;
}

export interface WriteTarget<Row> {
  id: string;
  organizationId: string;
  expected: number | undefined;
  notFound: string;
  view: (row: Row) => unknown;
  /** Extra condition a caller must meet to reach the row (row-level visibility). */
  where?: SQL;
}

export class VersionConflict extends HttpError {
  constructor(current: unknown) {
    super(409, 'Version conflict', undefined, current);
  }
}

type RowKey = Pick<WriteTarget<never>, 'id' | 'organizationId' | 'where'>;

function liveRow(table: SyncTable, target: RowKey): SQL | undefined {
  return and(
    eq(table.id, target.id),
    eq(table.organizationId, target.organizationId),
    eq(table.deleted, false),
    target.where,
  );
}

async function currentRow<T extends SyncTable>(db: Db, table: T, target: RowKey) {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(liveRow(table, target))
    .limit(1);
  return rows[0] as T['$inferSelect'] | undefined;
}

export async function lockForWrite<T extends SyncTable>(
  tx: Db,
  table: T,
  target: WriteTarget<T['$inferSelect']>,
): Promise<T['$inferSelect']> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(liveRow(table, target))
    .for('update')
    .limit(1);
  const row = rows[0] as T['$inferSelect'] | undefined;
  if (!row) throw new HttpError(404, target.notFound);
  if (target.expected !== undefined && row.version !== target.expected) {
    throw new VersionConflict(target.view(row));
  }
  return row;
}

export async function updateVersioned<T extends SyncTable>(
  db: Db,
  table: T,
  target: WriteTarget<T['$inferSelect']>,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  // A body with no field to change is a no-op, not an empty UPDATE (which drizzle refuses).
  if (Object.values(values).every((v) => v === undefined)) return unchangedRow(db, table, target);
  const where = and(
    liveRow(table, target),
    target.expected === undefined ? undefined : eq(table.version, target.expected),
  );
  const rows = (await db
    .update(table as PgTable)
    .set(values as never)
    .where(where)
    .returning()) as T['$inferSelect'][];
  if (rows[0]) return rows[0];
  const current = await currentRow(db, table, target);
  if (!current) throw new HttpError(404, target.notFound);
  throw new VersionConflict(target.view(current));
}

async function unchangedRow<T extends SyncTable>(
  db: Db,
  table: T,
  target: WriteTarget<T['$inferSelect']>,
): Promise<T['$inferSelect']> {
  const current = await currentRow(db, table, target);
  if (!current) throw new HttpError(404, target.notFound);
  if (target.expected !== undefined && current.version !== target.expected) {
    throw new VersionConflict(target.view(current));
  }
  return current;
}

/** Soft delete (`deleted: true`), so checkpoint pulls hand the deletion on as a tombstone. */
export function softDelete<T extends SyncTable>(
  db: Db,
  table: T,
  target: WriteTarget<T['$inferSelect']>,
): Promise<T['$inferSelect']> {
  return updateVersioned(db, table, target, { deleted: true } as Partial<T['$inferInsert']>);
}
