import type { ApiClient } from '../../api/api.types';
import type { HookList } from '../../replication/connectivity/hook-list';
import type { FileFetcher } from '../../replication/documents/file-fetcher';
import type { SyncStatusStore } from '../../replication/sync-status.types';
import type { SessionStore } from '../../session/session.store';

// The app's long-lived objects, created once outside React and handed to it through context.
export interface Services {
  api: ApiClient;
  session: SessionStore;
  syncStatus: SyncStatusStore;
  /** Run when the server answers again with a user logged in: re-fetch, then drain the queue. */
  reconnect: HookList;
  /** Run at logout before anything is wiped: push the queued operations that can be pushed. */
  beforeLogout: HookList;
  /** Document files with the session's token, renewed once through `api` when it expired. */
  fetchFile: FileFetcher;
}
