import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

interface LiveSource<T> {
  $: Observable<T>;
}

// Subscribes to an RxDB query's observable and re-renders on every emission, including changes
// made in other tabs. The query must be memoised by the caller.
export function useLiveQuery<T>(query: LiveSource<T> | null): {
  value: T | undefined;
  loading: boolean;
} {
  const [state, setState] = useState<{ source: LiveSource<T> | null; value: T | undefined }>({
    source: null,
    value: undefined,
  });

  useEffect(() => {
    if (!query) return;
    const subscription = query.$.subscribe((value) => setState({ source: query, value }));
    return () => subscription.unsubscribe();
  }, [query]);

  const current = state.source === query;
  return { value: current ? state.value : undefined, loading: query !== null && !current };
}
