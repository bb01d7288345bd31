import { useClaimsView } from '../features/claims/use-claims-view';
import { useRecentClaimItems } from '../features/claims/recent/use-recent-claim-items';
import { ContextBar } from '../features/shell/context-bar/context-bar';
import type { RecentClaimItem } from '../shared/routes/context-action.types';
import { contextActions, showsRecentClaims } from '../shared/routes/context-actions';
import type { ContextActionSpec, ContextBarInput } from '../shared/routes/route-table';
import { usePermissions } from '../shared/services/use-permissions';

const noRecentClaims: RecentClaimItem[] = [];

type Specs = readonly ContextActionSpec[] | undefined;

export function ContextBarContainer({ specs }: { specs: Specs }) {
  const [claimsView] = useClaimsView();
  const permissions = usePermissions();
  const input = { claimsView, permissions };
  // Only a route that shows Recent keeps that query open.
  if (showsRecentClaims(specs)) return <RecentContextBar specs={specs} input={input} />;
  return <ContextBar actions={contextActions(specs, input, noRecentClaims)} />;
}

function RecentContextBar({ specs, input }: { specs: Specs; input: ContextBarInput }) {
  const recentClaims = useRecentClaimItems();
  return <ContextBar actions={contextActions(specs, input, recentClaims)} />;
}
