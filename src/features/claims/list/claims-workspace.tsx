import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useClaimsSnapshot } from '../../../collections/claims/claims.hooks';
import { useEvictedClaimIds } from '../../../collections/claims/claim-evicted.hooks';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import { useSyncStates } from '../../../collections/sync-queue/sync-queue.hooks';
import { KeptClaimsHint } from './kept-claims-hint';
import { ClaimsWorkspaceView } from './claims-workspace.view';
import { kanbanFieldsToColumns } from '../kanban-fields';
import { useVisibleClaims } from './use-visible-claims';
import type { ClaimLookups, Option } from '../claim-lookups';
import { useClaimsUrlQuery } from './use-claims-url-query';
import { useMoveClaim } from '../kanban/use-move-claim';
import { routePath } from '../../../shared/routes/route-table';
import { useSavedViews } from './use-saved-views';
import { useUserPreferences } from '../use-user-preferences';
import { useShownView } from './use-shown-view';
import type { ClaimsSnapshot } from '../../../collections/claims/claims-snapshot';
import type { Claim } from '../../../domain/claim.schema';
import type { ClaimViewType } from '../../../domain/claim-columns';
import { DEFAULT_SORT, isFilterActive, type ClaimsQuery } from '../claims-query';

const LOADING = { kind: 'loading', title: 'Loading claims…' } as const;

const NONE: readonly Claim[] = [];

/**
 * What the screen shows of the snapshot: every claim once read; before that, in the list with no
 * filter and the default order, the first page (the top rows of the same list) and the count.
 */
function shownClaims(snapshot: ClaimsSnapshot, view: ClaimViewType, query: ClaimsQuery) {
  if (snapshot.claims)
    return { claims: snapshot.claims, total: snapshot.claims.length, loading: false };
  const firstPageFits =
    view === 'list' &&
    !isFilterActive(query.filter) &&
    query.sort.field === DEFAULT_SORT.field &&
    query.sort.direction === DEFAULT_SORT.direction;
  if (firstPageFits && snapshot.firstPage && snapshot.total !== null) {
    return { claims: snapshot.firstPage, total: snapshot.total, loading: false };
  }
  return { claims: NONE, total: 0, loading: true };
}

/** The /claims screen: filters in the URL, list or kanban per the user's preference. */
export function ClaimsWorkspace(props: { lookups: ClaimLookups; assignees: Option[] }) {
  const { lookups, assignees } = props;
  const detailsElsewhere = useEvictedClaimIds();
  // The marks are drawn, never searched or sorted: the search index is not rebuilt for them.
  const shownLookups = useMemo(
    () => ({ ...lookups, detailsElsewhere }),
    [lookups, detailsElsewhere],
  );
  const navigate = useNavigate();
  const snapshot = useClaimsSnapshot();
  const syncStates = useSyncStates('claims');
  const offline = useSettingsGroup('offline');
  const keptLimit =
    !offline.forceLocalClaims && typeof offline.claimsToStore === 'number'
      ? offline.claimsToStore
      : null;
  const { preferences, save } = useUserPreferences();
  const [query, setQuery] = useClaimsUrlQuery();
  const saveView = useCallback((next: ClaimViewType) => save({ claimsView: next }), [save]);
  const [view, changeView] = useShownView(preferences.claimsView, saveView);
  const columns = preferences.claimsColumns;
  const cardFields = useMemo(
    () => kanbanFieldsToColumns(preferences.kanbanFields, columns),
    [preferences.kanbanFields, columns],
  );
  const searchColumns = view === 'kanban' ? cardFields : columns;
  const { claims, total, loading } = shownClaims(snapshot, view, query);
  const visible = useVisibleClaims(claims, query, searchColumns, lookups);
  const marked = useMemo(
    () =>
      detailsElsewhere.size === 0
        ? 0
        : claims.filter((claim) => detailsElsewhere.has(claim.id)).length,
    [claims, detailsElsewhere],
  );
  const saved = useSavedViews({ preferences, save, query, setQuery, columns, view });
  const open = useCallback(
    (id: string) => void navigate(routePath('claimDetails', { id })),
    [navigate],
  );
  const move = useMoveClaim();

  return (
    <ClaimsWorkspaceView
      total={total}
      visible={visible}
      query={query}
      onQueryChange={setQuery}
      assignees={assignees}
      savedViews={{
        views: saved.views,
        activeId: saved.activeId,
        onSave: (name) => void saved.saveView(name),
        onApply: saved.applyView,
        onDelete: (id) => void saved.deleteView(id),
      }}
      view={view}
      onViewChange={changeView}
      columns={columns}
      cardFields={cardFields}
      lookups={shownLookups}
      syncStates={syncStates}
      onOpen={open}
      onMoveClaim={move}
      state={loading ? LOADING : undefined}
      notice={
        keptLimit !== null && (
          <KeptClaimsHint
            limit={keptLimit}
            marked={marked}
            settingsHref={routePath('offlineData')}
          />
        )
      }
      offsetTop={250}
    />
  );
}
