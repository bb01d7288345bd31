import type { Db } from '../../../db/client';
import { raiseOverdueSignals } from '../../../repositories/overdue-signals.repository';
import type { NotificationRow } from '../../../repositories/overdue-signals.repository';
import { changeOf } from '../../../sync/change';
import { publishChanges } from '../../../sync/publish-change';

/** Raises the overdue signals due now and tells each assignee's devices, in one transaction. */
export function sweepOverdueClaims(db: Db, now = new Date()): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const raised = await raiseOverdueSignals(tx, now);
    await publishChanges(
      tx,
      raised.map((row) => changeOf('notifications', row, { userId: row.userId })),
    );
    return raised;
  });
}
