import type { Db } from '../db/client';
import type { Change } from './change';
import { publishChanges } from './publish-change';

/**
 * Ending a session must close its open event streams on every server process, not only refuse
 * its next request: the notice travels on the change feed (pg_notify), and the events route
 * closes the streams opened with that session instead of forwarding it (it never reaches a
 * client).
 */
export const SESSION_ENDED = 'session_ended';

export async function publishSessionsEnded(
  db: Db,
  user: { id: string; organizationId: string },
  sessionIds: readonly string[],
): Promise<void> {
  const at = new Date();
  await publishChanges(
    db,
    sessionIds.map((id): Change => ({
      organizationId: user.organizationId,
      resource: SESSION_ENDED,
      id,
      version: 0,
      updatedAt: at,
      deleted: true,
      userId: user.id,
    })),
  );
}
