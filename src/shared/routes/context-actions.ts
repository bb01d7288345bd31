import type { ContextAction, RecentClaimItem } from './context-action.types';
import { routePath, type ContextActionSpec, type ContextBarInput } from './route-table';

/** The context menu bar of SPEC 2: a route's actions from the route table, resolved. */
export function contextActions(
  specs: readonly ContextActionSpec[] | undefined,
  input: ContextBarInput,
  recentClaims: RecentClaimItem[],
): ContextAction[] {
  return (specs ?? []).map((spec): ContextAction => {
    if (spec.kind === 'recent') return { kind: 'recent', label: spec.label, items: recentClaims };
    const target = typeof spec.to === 'function' ? spec.to(input) : spec.to;
    return {
      kind: 'link',
      label: spec.label,
      icon: spec.icon,
      to: `${routePath(target)}${spec.search ?? ''}`,
    };
  });
}

export function showsRecentClaims(specs: readonly ContextActionSpec[] | undefined): boolean {
  return (specs ?? []).some((spec) => spec.kind === 'recent');
}
