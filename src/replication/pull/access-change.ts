import type { ApiClient } from '../../api/api.types';
import { fetchMe } from '../../api/auth.api';
import type { AppDatabase } from '../../collections/app-database';
import { accessKeyOf, readPullAccess, writePullAccess } from '../../collections/config/pull-access';

export interface AccessWatch {
  /** Re-reads the user's permissions; resolves once any re-read they call for is done. */
  check(): Promise<void>;
}

/**
 * Issue 15: what the server lets a user read follows their permissions, and a checkpoint pull
 * never sends a row that did not change, so a record a new role shows would never arrive and one
 * it hides would stay. The permissions are read from `/me` when the pull starts and whenever the
 * user's own record changes or the change feed reconnects (a role changed while this device was
 * away); when they differ from those the data was pulled under, `repullAll` reads every resource
 * again, and only then are the new ones recorded, so an interrupted re-read runs again. Each check
 * then hands the permissions to `onPermissions` (the re-check of held claims, claim-access.ts).
 * Checks run one at a time.
 */
export function watchAccess(
  db: AppDatabase,
  api: ApiClient,
  repullAll: () => Promise<void>,
  onPermissions: (permissions: readonly string[]) => Promise<void> = async () => undefined,
): AccessWatch {
  let chain: Promise<void> = Promise.resolve();
  const once = async () => {
    if (db.closed) return;
    const me = await fetchMe(api);
    if (me.status === 'error' || db.closed) return;
    const permissions = me.data.permissions ?? [];
    const key = accessKeyOf(permissions);
    const recorded = await readPullAccess(db);
    if (recorded !== key) {
      if (recorded !== null) await repullAll();
      await writePullAccess(db, key);
    }
    await onPermissions(permissions);
  };
  return {
    check() {
      chain = chain.then(once).catch(() => undefined);
      return chain;
    },
  };
}
