import { ContextBar } from '../ui/shell/context-bar';
import type { RecentClaimItem } from '../ui/shell/context-action.types';
import { contextActions } from './context-actions';
import { useClaimsView } from './preferences.hooks';
import type { ContextBarKind } from './route-handle';

// Recent claims come from the claims collection once it exists; until then the popup is empty.
const noRecentClaims: RecentClaimItem[] = [];

export function ContextBarContainer({ kind }: { kind: ContextBarKind | undefined }) {
  const [claimsView] = useClaimsView();
  return <ContextBar actions={contextActions(kind, claimsView, noRecentClaims)} />;
}
