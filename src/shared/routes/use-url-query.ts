import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type QueryRecord = Readonly<Record<string, string>>;

/**
 * A screen's filter, sort and view kept in the URL query, so a reload or a shared link shows the
 * same rows. `decode` must accept anything (a hand-edited URL) and `encode` should write only what
 * differs from the defaults. Changes replace the history entry: typing a search is not twenty
 * back-steps. Both functions must be stable (module level).
 */
export function useUrlQuery<Q>(
  decode: (record: QueryRecord) => Q,
  encode: (query: Q) => Record<string, string>,
): [Q, (next: Q) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => decode(Object.fromEntries(params)), [params, decode]);
  const setQuery = useCallback(
    (next: Q) => setParams(encode(next), { replace: true }),
    [setParams, encode],
  );
  return [query, setQuery];
}
