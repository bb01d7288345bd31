import { useMemo } from 'react';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import { EVICTED_CLAIMS_ID, evictedIdsOf } from './claim-evicted';

const NONE: ReadonlySet<string> = new Set();

/** The claims whose details (conversations, notes) this device does not keep, live in every tab. */
export function useEvictedClaimIds(): ReadonlySet<string> {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? db.config.findOne(EVICTED_CLAIMS_ID) : null), [db]);
  const { value } = useLiveQuery(query);
  return useMemo(() => {
    const ids = evictedIdsOf(value?.value);
    return ids.length > 0 ? new Set(ids) : NONE;
  }, [value]);
}
