import { useCallback, useSyncExternalStore } from 'react';
import {
  readClaimsView,
  subscribePreferences,
  writeClaimsView,
  type ClaimsView,
} from '../session/preferences';
import { useSession } from './services.context';

export function useClaimsView(): [ClaimsView, (view: ClaimsView) => void] {
  const userId = useSession().user?.id ?? 'anonymous';
  const view = useSyncExternalStore(subscribePreferences, () => readClaimsView(userId));
  const setView = useCallback((next: ClaimsView) => writeClaimsView(userId, next), [userId]);
  return [view, setView];
}
