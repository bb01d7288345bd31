import { currentDatabase } from '../db/current-database';
import type { Services } from '../shared/services/services.types';

interface DevHandle {
  /** The open RxDB database of the logged-in user (null while logged out or locked). */
  readonly db: ReturnType<typeof currentDatabase>;
  readonly services: Services;
}

declare global {
  interface Window {
    __claimsdesk?: DevHandle;
  }
}

/**
 * `window.__claimsdesk` for poking at the local data from devtools. Development only: the
 * production build replaces the condition with false and drops the block, so no bundle shipped
 * to users holds a global handle on decrypted data (checked by e2e/offline-inspect.spec.ts).
 */
export function installDevHandle(services: Services): void {
  if (import.meta.env.DEV) {
    window.__claimsdesk = {
      get db() {
        return currentDatabase();
      },
      services,
    };
  }
}
