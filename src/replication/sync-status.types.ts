// The connectivity and sync state of SPEC 2/4 as the header shows it. Issue 5 replaces the
// internals of the store; this shape is the contract with the UI.
export type Connectivity = 'checking' | 'connected' | 'server-unreachable' | 'offline';

export interface SyncStatusState {
  connectivity: Connectivity;
  serverReachable: boolean;
  online: boolean;
  syncing: boolean;
  statusText: string;
  lastSyncedAt: Date | null;
  lastError: string | null;
}

export interface SyncStatusStore {
  getState(): SyncStatusState;
  subscribe(listener: () => void): () => void;
  /** Starts periodic pings and listens to the browser's online/offline events. */
  start(): void;
  stop(): void;
  checkNow(): Promise<void>;
  /** The sync button: a sync when the server answers, a reconnect check when it does not. */
  syncNow(): Promise<void>;
}
