import { useMemo } from 'react';
import type { AppDatabase } from '../../../collections/app-database';
import { useDbQuery, useLiveDocs } from '../../../collections/live-docs.hook';
import { unfinishedOperationsForQuery } from '../../../collections/sync-queue/sync-queue.queries';
import type { SyncOperationDocType } from '../../../collections/sync-queue/sync-queue.schema';
import { toLocalRecord } from '../../../collections/wire-records';
import type { Claim } from '../../../domain/claim.schema';

const unfinishedOf = (db: AppDatabase, id: string) =>
  unfinishedOperationsForQuery(db.sync_queue, id);

/** The first conflicted operation of this claim and the server's version kept beside it. */
export function useClaimConflict(claimId: string): { opId: string; server: Claim | null } | null {
  const { docs } = useLiveDocs<SyncOperationDocType>(useDbQuery(unfinishedOf, claimId));
  return useMemo(() => {
    const op = docs.find((d) => d.status === 'conflict');
    if (!op) return null;
    const row = (op.response as { serverVersion?: Record<string, unknown> | null } | null)
      ?.serverVersion;
    const server = row ? ({ ...toLocalRecord('claims', row).doc, deleted: false } as Claim) : null;
    return { opId: op.id, server };
  }, [docs]);
}
