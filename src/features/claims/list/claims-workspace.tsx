import { Box } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useClaims } from '../../../collections/claims/claims.hooks';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import type { Claim } from '../../../domain/claim.schema';
import { useSyncStates } from '../../../collections/sync-queue/sync-queue.hooks';
import { ClaimsFilterBar } from './claims-filter-bar';
import { ClaimsTable } from './claims-table';
import { ClaimsViewToggle } from './claims-view-toggle';
import { KeptClaimsHint } from './kept-claims-hint';
import { KanbanBoard } from '../kanban/kanban-board';
import { kanbanFieldsToColumns } from '../kanban-fields';
import { SavedViewsMenu } from './saved-views-menu';
import { useVisibleClaims } from './use-visible-claims';
import type { ClaimLookups, Option } from '../claim-lookups';
import { useClaimsUrlQuery } from './use-claims-url-query';
import { useMoveClaim } from '../kanban/use-move-claim';
import { routePath } from '../../../shared/routes/route-table';
import { useSavedViews } from './use-saved-views';
import { useUserPreferences } from '../use-user-preferences';

const LOADING = { kind: 'loading', title: 'Loading claims…' } as const;

/** The /claims screen: filters in the URL, list or kanban per the user's preference. */
export function ClaimsWorkspace(props: { lookups: ClaimLookups; assignees: Option[] }) {
  const { lookups, assignees } = props;
  const navigate = useNavigate();
  const { claims: docs, loading } = useClaims();
  // Local records have no `deleted` (RxDB keeps deletions apart): every one here is live.
  const claims = useMemo(() => docs.map((doc): Claim => ({ ...doc, deleted: false })), [docs]);
  const syncStates = useSyncStates('claims');
  const offline = useSettingsGroup('offline');
  const keptLimit =
    !offline.forceLocalClaims && typeof offline.claimsToStore === 'number'
      ? offline.claimsToStore
      : null;
  const { preferences, save } = useUserPreferences();
  const [query, setQuery] = useClaimsUrlQuery();
  const view = preferences.claimsView;
  const columns = preferences.claimsColumns;
  const cardFields = useMemo(
    () => kanbanFieldsToColumns(preferences.kanbanFields, columns),
    [preferences.kanbanFields, columns],
  );
  const searchColumns = view === 'kanban' ? cardFields : columns;
  const visible = useVisibleClaims(claims, query, searchColumns, lookups);
  const saved = useSavedViews({ preferences, save, query, setQuery, columns, view });
  const open = useCallback(
    (id: string) => void navigate(routePath('claimDetails', { id })),
    [navigate],
  );
  const move = useMoveClaim();
  const state = loading ? LOADING : undefined;

  return (
    <Box>
      <ClaimsFilterBar
        value={query.filter}
        onChange={(filter) => setQuery({ ...query, filter })}
        statuses={lookups.statuses.map((s) => s.name)}
        assignees={assignees}
        shown={visible.length}
        total={claims.length}
        trailing={
          <>
            <SavedViewsMenu
              views={saved.views}
              activeId={saved.activeId}
              onSave={(name) => void saved.saveView(name)}
              onApply={saved.applyView}
              onDelete={(id) => void saved.deleteView(id)}
            />
            <ClaimsViewToggle value={view} onChange={(next) => void save({ claimsView: next })} />
          </>
        }
      />
      {keptLimit !== null && (
        <KeptClaimsHint
          limit={keptLimit}
          shown={claims.length}
          settingsHref={routePath('offlineData')}
        />
      )}
      {view === 'list' ? (
        <ClaimsTable
          claims={visible}
          columns={columns}
          sort={query.sort}
          onSortChange={(sort) => setQuery({ ...query, sort })}
          lookups={lookups}
          syncStates={syncStates}
          onOpen={open}
          state={state}
          height="calc(100vh - 250px)"
        />
      ) : (
        <KanbanBoard
          claims={visible}
          fields={cardFields}
          lookups={lookups}
          syncStates={syncStates}
          onOpen={open}
          onMoveClaim={move}
          state={state}
          columnHeight={Math.max(360, window.innerHeight - 310)}
        />
      )}
    </Box>
  );
}
