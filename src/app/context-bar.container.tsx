import { useClaimsView } from '../features/claims/use-claims-view';
import { useRecentClaimItems } from '../features/claims/recent/use-recent-claim-items';
import { ContextBar } from '../features/shell/context-bar/context-bar';
import type { RecentClaimItem } from '../shared/routes/context-action.types';
import { contextActions, showsRecentClaims } from '../shared/routes/context-actions';
import type { ContextActionSpec } from '../shared/routes/route-table';

const noRecentClaims: RecentClaimItem[] = [];

type Specs = readonly ContextActionSpec[] | undefined;

export function ContextBarContainer({ specs }: { specs: Specs }) {
  const [claimsView] = useClaimsView();
  // Only a route that shows Recent keeps that query open.
  if (showsRecentClaims(specs)) return <RecentContextBar specs={specs} claimsView={claimsView} />;
  return <ContextBar actions={contextActions(specs, { claimsView }, noRecentClaims)} />;
}

function RecentContextBar({ specs, claimsView }: { specs: Specs; claimsView: 'list' | 'kanban' }) {
  const recentClaims = useRecentClaimItems();
  return <ContextBar actions={contextActions(specs, { claimsView }, recentClaims)} />;
}
