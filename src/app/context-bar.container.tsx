import { useClaimsView } from '../features/claims/use-claims-view';
import { useRecentClaimItems } from '../features/claims/recent/use-recent-claim-items';
import type { RecentClaimItem } from '../shared/routes/context-action.types';
import { ContextBar } from '../features/shell/context-bar/context-bar';
import { contextActions } from './context-actions';
import type { ContextBarKind } from './route-handle';

const noRecentClaims: RecentClaimItem[] = [];

export function ContextBarContainer({ kind }: { kind: ContextBarKind | undefined }) {
  const [claimsView] = useClaimsView();
  // Only claim details shows Recent: other screens do not keep that query open.
  if (kind === 'claim-details') return <RecentContextBar claimsView={claimsView} />;
  return <ContextBar actions={contextActions(kind, claimsView, noRecentClaims)} />;
}

function RecentContextBar({ claimsView }: { claimsView: 'list' | 'kanban' }) {
  const recentClaims = useRecentClaimItems();
  return <ContextBar actions={contextActions('claim-details', claimsView, recentClaims)} />;
}
