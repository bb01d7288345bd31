import type { ContextAction, RecentClaimItem } from './context-action.types';
import { mayOpen, routePath, type ContextActionSpec, type ContextBarInput } from './route-table';

/**
 * The context menu bar of SPEC 2: a route's actions from the route table, resolved; a link to a
 * page the user may not open (a settings page for a Vendor) is left out.
 */
export function contextActions(
  specs: readonly ContextActionSpec[] | undefined,
  input: ContextBarInput,
  recentClaims: RecentClaimItem[],
): ContextAction[] {
  return (specs ?? []).flatMap((spec): ContextAction[] => {
    if (spec.kind === 'recent') return [{ kind: 'recent', label: spec.label, items: recentClaims }];
    const target = typeof spec.to === 'function' ? spec.to(input) : spec.to;
    if (!mayOpen(target, input.permissions)) return [];
    const to = `${routePath(target)}${spec.search ?? ''}`;
    return [{ kind: 'link', label: spec.label, icon: spec.icon, to }];
  });
}

export function showsRecentClaims(specs: readonly ContextActionSpec[] | undefined): boolean {
  return (specs ?? []).some((spec) => spec.kind === 'recent');
}
