/** The sync queue as the header shows it (SPEC 3 queue metadata, conflicts counted apart). */
export interface SyncQueueSummary {
  /** Pending and in progress. */
  waiting: number;
  failed: number;
  conflicts: number;
  lastSyncAttempt: number | null;
  lastSuccessfulSync: number | null;
}
