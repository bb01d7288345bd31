import { useState } from 'react';

/**
 * A value as last edited here until the stored value shows that edit. Edits in quick succession
 * (a rename committed on blur by the very click that moves a row) then each start from the one
 * before, never from a stored value the live query has not re-read yet.
 */
export function usePendingValue<T>(stored: T, same: (a: T, b: T) => boolean) {
  const [pending, setPending] = useState<T | null>(null);
  // React's "adjust state while rendering": the edit has landed, show the stored value again.
  if (pending !== null && same(pending, stored)) setPending(null);
  return { shown: pending ?? stored, setPending };
}
