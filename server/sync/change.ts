/**
 * A change to one synced row, as every write publishes it (publish-change.ts) and the change feed
 * delivers it (change-feed.plugin.ts).
 *
 * The wire notice (`ChangeNotice`) carries only what a client needs to decide to pull:
 * `{resource, id, version, updated_at, deleted}`. The other fields say who may receive it and never
 * leave the server:
 * - `claimId`: the claim the row belongs to (the claim's own id for `resource: 'claims'`); the
 *   notice then goes only to callers who can see that claim (the claims list's row-level rule).
 * - `permissions`: the caller needs at least one of them (`all` always passes).
 * - `userId`: only that user receives it (notifications, preferences).
 * A change with none of them goes to every member of the organization.
 */
export interface Change {
  organizationId: string;
  resource: string;
  id: string;
  version: number;
  updatedAt: Date | string;
  deleted: boolean;
  claimId?: string | null;
  permissions?: readonly string[];
  userId?: string | null;
}

export interface ChangeNotice {
  resource: string;
  id: string;
  version: number;
  updated_at: string;
  deleted: boolean;
}

export function toNotice(change: Change): ChangeNotice {
  const updatedAt = change.updatedAt;
  return {
    resource: change.resource,
    id: change.id,
    version: change.version,
    updated_at: typeof updatedAt === 'string' ? updatedAt : updatedAt.toISOString(),
    deleted: change.deleted,
  };
}

/** A synced row's own fields, so `changeOf(row, …)` reads naturally at every write. */
export interface SyncedRow {
  id: string;
  organizationId: string;
  version: number;
  updatedAt: Date;
  deleted: boolean;
}

export function changeOf(
  resource: string,
  row: SyncedRow,
  audience: Pick<Change, 'claimId' | 'permissions' | 'userId'> = {},
): Change {
  return {
    organizationId: row.organizationId,
    resource,
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt,
    deleted: row.deleted,
    ...audience,
  };
}
