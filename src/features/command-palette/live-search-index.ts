import type { RxDocument } from 'rxdb';
import type { Observable, Subscription } from 'rxjs';
import type { AppDatabase } from '../../collections/app-database';
import { itemKey, SearchIndex, type SearchItem, type SearchKind } from './search-index';
import { claimItem, clientItem, documentItem, pageItems, taskItem } from './search-items';

type Follow = (
  db: AppDatabase,
  index: SearchIndex,
  changed: (index: SearchIndex) => void,
) => Subscription;

// Each source's live query emits the collection's documents as RxDB holds them (decrypted, cached
// per document); a document whose revision the index already has is skipped, so a change costs a
// map lookup per record and the re-indexing of the changed ones only.
function source<T>(
  kind: SearchKind,
  docs: (db: AppDatabase) => Observable<RxDocument<T>[]>,
  item: (data: T) => SearchItem,
): Follow {
  return (db, index, changed) => {
    const revisions = new Map<string, string>();
    return docs(db).subscribe((list) => {
      const present = new Set<string>();
      for (const doc of list) {
        const key = itemKey({ kind, id: doc.primary });
        present.add(key);
        if (revisions.get(key) === doc.revision) continue;
        revisions.set(key, doc.revision);
        index.upsert(item(doc.toJSON() as T));
      }
      if (present.size !== revisions.size) {
        for (const key of revisions.keys()) if (!present.has(key)) revisions.delete(key);
        index.retainKind(kind, present);
      }
      changed(index);
    });
  };
}

const SOURCES: readonly Follow[] = [
  source('claim', (db) => db.claims.find().$, claimItem),
  source('client', (db) => db.contacts.find().$, clientItem),
  source('task', (db) => db.tasks.find().$, taskItem),
  source('document', (db) => db.documents.find().$, documentItem),
];

/**
 * The palette's index over this device's data, following every change of claims, contacts, tasks
 * and documents (this tab, another tab, a pull) until `stop`; `changed` follows each update.
 */
export function startLiveSearchIndex(
  db: AppDatabase,
  changed: (index: SearchIndex) => void,
): { index: SearchIndex; stop: () => void } {
  const index = new SearchIndex();
  for (const page of pageItems()) index.upsert(page);
  const subscriptions: Subscription[] = SOURCES.map((follow) => follow(db, index, changed));
  return { index, stop: () => subscriptions.forEach((s) => s.unsubscribe()) };
}
