import { BehaviorSubject } from 'rxjs';
import type { SyncEngine } from './sync-engine';

/**
 * The running engine of this tab, live (the app shell's sync button and reconnect use it). Apart
 * from the engine so the shell can reach it without loading the engine's code before login.
 */
export const syncEngine$ = new BehaviorSubject<SyncEngine | null>(null);

export function currentSyncEngine(): SyncEngine | null {
  return syncEngine$.value;
}
