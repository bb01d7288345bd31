import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { decodeClaimsQuery, encodeClaimsQuery, type ClaimsQuery } from '../claims-query';

/**
 * The claims screen's filter and sort live in the URL query, so a reload or a shared link shows
 * the same rows. Changes replace the history entry: typing a search is not twenty back-steps.
 */
export function useClaimsUrlQuery(): [ClaimsQuery, (next: ClaimsQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => decodeClaimsQuery(Object.fromEntries(params)), [params]);
  const setQuery = useCallback(
    (next: ClaimsQuery) => setParams(encodeClaimsQuery(next), { replace: true }),
    [setParams],
  );
  return [query, setQuery];
}
