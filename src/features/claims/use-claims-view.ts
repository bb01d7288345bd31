import { useCallback } from 'react';
import { isClaimViewType, type ClaimViewType } from '../../domain/claim-columns';
import { useUserPreferences } from './use-user-preferences';

/** The list/kanban choice, per user in the synced preferences; anything else is refused. */
export function useClaimsView(): [ClaimViewType, (view: ClaimViewType) => Promise<void>] {
  const { preferences, save } = useUserPreferences();
  const setView = useCallback(
    async (view: ClaimViewType) => {
      if (!isClaimViewType(view)) throw new Error('View type must be list or kanban');
      await save({ claimsView: view });
    },
    [save],
  );
  return [preferences.claimsView, setView];
}
