import { useUrlQuery } from '../../../shared/routes/use-url-query';
import { decodeClaimsQuery, encodeClaimsQuery, type ClaimsQuery } from '../claims-query';

/** The claims screen's filter and sort, in the URL (see useUrlQuery). */
export function useClaimsUrlQuery(): [ClaimsQuery, (next: ClaimsQuery) => void] {
  return useUrlQuery(decodeClaimsQuery, encodeClaimsQuery);
}
