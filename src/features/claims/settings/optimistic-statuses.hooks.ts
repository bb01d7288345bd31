import { useState } from 'react';
import type { ClaimStatusConfig } from '../../../domain/claim-status';

const same = (a: readonly ClaimStatusConfig[], b: readonly ClaimStatusConfig[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The statuses as last edited here until the live list shows that edit. Edits in quick
 * succession (a timeout committed on blur by the very click that moves a row) then each start
 * from the one before, never from a list the live query has not re-read yet.
 */
export function useOptimisticStatuses(stored: readonly ClaimStatusConfig[]) {
  const [pending, setPending] = useState<readonly ClaimStatusConfig[] | null>(null);
  // React's "adjust state while rendering": the edit has landed, show the live list again.
  if (pending !== null && same(pending, stored)) setPending(null);
  return { shown: pending ?? stored, setPending };
}
