import { useCallback, useMemo } from 'react';
import type { ClaimColumn, ClaimViewType } from '../../../domain/claim-columns';
import type { UserPreferences } from '../../../domain/preferences.schema';
import { decodeClaimsQuery, type ClaimsQuery } from '../claims-query';
import { columnsFromToken } from '../preference-columns';
import { COLUMNS_KEY, matchingView, savedViewOf, urlPartOf } from './saved-view-record';

interface SavedViewsInput {
  preferences: UserPreferences;
  save: (patch: Partial<UserPreferences>) => Promise<void>;
  query: ClaimsQuery;
  setQuery: (next: ClaimsQuery) => void;
  columns: readonly ClaimColumn[];
  view: ClaimViewType;
}

/** Named filter + sort + columns combinations, kept in the user's synced preferences. */
export function useSavedViews(input: SavedViewsInput) {
  const { preferences, save, query, setQuery, columns, view } = input;
  const views = preferences.savedViews;
  const active = useMemo(() => matchingView(views, query, columns), [views, query, columns]);

  const saveView = useCallback(
    (name: string) => save({ savedViews: [...views, savedViewOf(name, view, query, columns)] }),
    [save, views, view, query, columns],
  );
  const applyView = useCallback(
    (id: string) => {
      const chosen = views.find((v) => v.id === id);
      if (!chosen) return;
      setQuery(decodeClaimsQuery(urlPartOf(chosen)));
      const token = chosen.query[COLUMNS_KEY];
      void save({
        claimsView: chosen.viewType,
        ...(typeof token === 'string' ? { claimsColumns: columnsFromToken(token, columns) } : {}),
      });
    },
    [views, setQuery, save, columns],
  );
  const deleteView = useCallback(
    (id: string) => save({ savedViews: views.filter((v) => v.id !== id) }),
    [save, views],
  );
  return { views, activeId: active?.id ?? null, saveView, applyView, deleteView };
}
