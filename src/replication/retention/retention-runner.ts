import { debounceTime, filter, merge, skip, type Observable, type Subscription } from 'rxjs';
import type { ApiClient } from '../../api/api.types';
import type { AppDatabase, CollectionName } from '../../collections/app-database';
import { evictClaims } from '../../collections/claims/claim-eviction';
import { VIEWED_CLAIMS_ID } from '../../collections/claims/claim-views';
import { settingsId } from '../../collections/config/config.schema';
import {
  DOCUMENT_OPENS_ID,
  OFFLINE_DOCUMENTS_ID,
} from '../../collections/documents/document-offline';
import { syncDocumentFiles } from '../documents/document-files.sync';
import type { FileFetcher } from '../documents/file-fetcher';
import { refillEvictedClaims } from './refill-claims';
import { restoreLastViewedClaim } from './restore-claim';

export interface Retention {
  /** One pass now (after any pass under way): evict claims, then store or drop document files. */
  runNow(): Promise<void>;
  stop(): void;
}

export interface RetentionOptions {
  /** Emits the collection a pull just wrote to. */
  pulled$: Observable<CollectionName>;
  /** Without it, document files are not downloaded (they are still removed when off). */
  fetchFile?: FileFetcher;
  /** Without them, evicted claims are not read back (when opened, or when all are kept again). */
  api?: ApiClient;
  organizationId?: string;
  debounceMs?: number;
}

// Rows of evicted claims may arrive with notes, conversations and tasks too.
const TRIGGERS: CollectionName[] = ['claims', 'documents', 'notes', 'conversations', 'tasks'];
const noFile: FileFetcher = async () => null;

/**
 * What this device keeps (offline settings): runs after pulls of claims or documents, on every
 * change of the offline settings, local or pulled, when a claim is opened (an evicted one is
 * read back first), when a document is opened, and on a pin or a "Free space". Passes never overlap. Leader tab only, with the pull: other tabs see the
 * result through RxDB's events.
 */
export function startRetention(db: AppDatabase, options: RetentionOptions): Retention {
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    if (stopped || db.closed) return;
    if (options.api) await restoreLastViewedClaim(db, options.api);
    if (options.api && options.organizationId)
      await refillEvictedClaims(db, options.api, options.organizationId);
    await evictClaims(db);
    await syncDocumentFiles(db, options.fetchFile ?? noFile);
  };
  const runNow = () => {
    chain = chain.then(pass).catch(() => undefined);
    return chain;
  };
  const settings$ = db.config.findOne(settingsId('offline')).$.pipe(skip(1));
  // Opened claims and documents, pins and "Free space" change what the storage rule keeps.
  const local$ = [VIEWED_CLAIMS_ID, DOCUMENT_OPENS_ID, OFFLINE_DOCUMENTS_ID].map((id) =>
    db.config.findOne(id).$.pipe(skip(1)),
  );
  const subscription: Subscription = merge(
    options.pulled$.pipe(filter((name) => TRIGGERS.includes(name))),
    settings$,
    ...local$,
  )
    .pipe(debounceTime(options.debounceMs ?? 250))
    .subscribe(() => void runNow());
  return {
    runNow,
    stop() {
      stopped = true;
      subscription.unsubscribe();
    },
  };
}
