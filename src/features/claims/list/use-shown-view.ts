import { useCallback, useState } from 'react';
import type { ClaimViewType } from '../../../domain/claim-columns';

/**
 * The list/kanban view as toggled here, shown at once; the saved preference (every tab) follows.
 * The toggled view holds until its saves have landed and the preference reads the same, so
 * quick toggling never flips back to a view an earlier save wrote. A failed save drops it.
 */
export function useShownView(
  stored: ClaimViewType,
  save: (view: ClaimViewType) => Promise<void>,
): [ClaimViewType, (view: ClaimViewType) => void] {
  const [picked, setPicked] = useState<{ view: ClaimViewType; saving: number } | null>(null);
  // Adjusted while rendering, as React advises for state derived from props.
  if (picked !== null && picked.saving === 0 && picked.view === stored) setPicked(null);
  const change = useCallback(
    (view: ClaimViewType) => {
      setPicked((p) => ({ view, saving: (p?.saving ?? 0) + 1 }));
      save(view).then(
        () => setPicked((p) => p && { ...p, saving: p.saving - 1 }),
        (error: unknown) => {
          setPicked(null);
          throw error;
        },
      );
    },
    [save],
  );
  return [picked?.view ?? stored, change];
}
