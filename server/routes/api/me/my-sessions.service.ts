import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createSessionRepository } from '../../../repositories/session.repository';
import { publishSessionsEnded } from '../../../sync/session-ended';
import type { SessionRecord } from './my-sessions.view';

export const SESSION_NOT_FOUND = 'Session not found';
export const CURRENT_SESSION_MESSAGE = 'This is the session you are using: log out instead';

/**
 * The caller's own sessions (refresh-token families): list them, end one, end all but this one.
 * Ending a session revokes its refresh tokens (the next refresh is refused), refuses its access
 * token at once (authentication checks the session) and closes its event streams.
 */
export function createMySessionsService(db: Db) {
  async function endOthers(tx: Db, caller: AuthContext, at: Date): Promise<number> {
    const ended = await createSessionRepository(tx).revokeOthers(
      caller.userId,
      caller.sessionId,
      at,
    );
    await publishSessionsEnded(tx, caller.user, ended);
    return ended.length;
  }

  return {
    async list(caller: AuthContext): Promise<SessionRecord[]> {
      const sessions = await createSessionRepository(db).listActive(caller.userId, new Date());
      return sessions.map((session) => ({
        id: session.id,
        user_agent: session.userAgent,
        ip_address: session.ipAddress,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        current: session.id === caller.sessionId,
      }));
    },

    async end(caller: AuthContext, id: string): Promise<void> {
      if (id === caller.sessionId)
        throw badRequest(CURRENT_SESSION_MESSAGE, { id: CURRENT_SESSION_MESSAGE });
      await db.transaction(async (tx) => {
        // Scoped to the caller: another user's session id is "not found", never ended.
        const ended = await createSessionRepository(tx).revokeOwnFamily(
          caller.userId,
          id,
          new Date(),
        );
        if (!ended) throw notFound(SESSION_NOT_FOUND);
        await publishSessionsEnded(tx, caller.user, [id]);
      });
    },

    /** "Log out everywhere": every session of the caller but this one; answers how many ended. */
    endOthers(caller: AuthContext): Promise<number> {
      return db.transaction((tx) => endOthers(tx, caller, new Date()));
    },

    /** For a password change: the same, on the change's transaction. */
    endOthersIn: endOthers,
  };
}
