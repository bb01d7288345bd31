import { useEffect, useState } from 'react';
import type { RxCollection } from 'rxdb';
import { combineLatest, map } from 'rxjs';
import { useAppDatabase } from './database.context';

// Read generically, collection by name, so Settings › Offline and the profile's "This device"
// show whatever collections exist without knowing their types.
type Collections = Record<string, RxCollection | undefined>;

export interface CollectionCount {
  name: string;
  count: number;
}

/** Every collection with its live document count; null while no database is open. */
export function useCollectionCounts(): CollectionCount[] | null {
  const db = useAppDatabase();
  const collections = (db?.collections as Collections | undefined) ?? null;
  const [counts, setCounts] = useState<CollectionCount[] | null>(null);
  useEffect(() => {
    if (!collections) return;
    const names = Object.keys(collections).sort();
    const counts$ = names.map((name) => collections[name]!.count().$);
    const subscription = combineLatest(counts$)
      .pipe(map((values) => names.map((name, i) => ({ name, count: values[i] ?? 0 }))))
      .subscribe(setCounts);
    return () => subscription.unsubscribe();
  }, [collections]);
  return collections ? counts : null;
}
