import type { AppDatabase } from '../app-database';

/**
 * Changes a device-only config record (`kind: 'local'`, never synced), created empty the first
 * time: what only this device keeps (recent claims, contact redirects, set-aside records, …).
 */
export async function changeLocalRecord(
  db: AppDatabase,
  id: string,
  change: (value: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const at = new Date().toISOString();
  const empty = { id, kind: 'local' as const, value: {}, version: 0, updatedAt: at };
  const doc = await db.config.insertIfNotExists(empty);
  await doc.incrementalModify((data) => ({
    ...data,
    value: change(data.value as Record<string, unknown>),
    updatedAt: at,
  }));
}
