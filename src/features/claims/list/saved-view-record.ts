import type { ClaimColumn, ClaimViewType } from '../../../domain/claim-columns';
import type { UserPreferences } from '../../../domain/preferences.schema';
import { encodeClaimsQuery, type ClaimsQuery } from '../claims-query';
import { columnsToken } from '../preference-columns';

type SavedView = UserPreferences['savedViews'][number];

// The columns ride in the saved view's query record under a key the URL never uses.
export const COLUMNS_KEY = 'columns';

export function savedViewOf(
  name: string,
  viewType: ClaimViewType,
  query: ClaimsQuery,
  columns: readonly ClaimColumn[],
): SavedView {
  return {
    id: crypto.randomUUID(),
    name,
    viewType,
    query: { ...encodeClaimsQuery(query), [COLUMNS_KEY]: columnsToken(columns) },
  };
}

/** The filter and sort part of a saved view, as the URL holds it. */
export function urlPartOf(view: SavedView): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(view.query)) {
    if (key !== COLUMNS_KEY) record[key] = String(value);
  }
  return record;
}

/** The saved view the screen currently shows, if any: same filter, sort and columns. */
export function matchingView(
  views: readonly SavedView[],
  query: ClaimsQuery,
  columns: readonly ClaimColumn[],
): SavedView | undefined {
  const current = JSON.stringify(sorted(encodeClaimsQuery(query)));
  const token = columnsToken(columns);
  return views.find(
    (v) => JSON.stringify(sorted(urlPartOf(v))) === current && v.query[COLUMNS_KEY] === token,
  );
}

function sorted(record: Record<string, string>): [string, string][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}
