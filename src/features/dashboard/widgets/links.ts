import { routePath, type RouteId } from '../../../shared/routes/route-table';
import type { ReportRange } from '../data/report-range';

/** A route with query parameters (the claims and tasks screens keep their filter in the URL). */
export function linkTo(id: RouteId, query: Record<string, string | null> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${routePath(id)}?${search}` : routePath(id);
}

/** The claims list filtered to the claims opened in a report's range. */
export const claimsOpenedIn = (range: ReportRange) =>
  range.from || range.to
    ? linkTo('claims', { dateField: 'dateCreated', from: range.from, to: range.to })
    : linkTo('claims');
