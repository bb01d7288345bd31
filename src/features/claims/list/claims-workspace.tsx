import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useClaims } from '../../../collections/claims/claims.hooks';
import { useSettingsGroup } from '../../../collections/config/config.hooks';
import type { Claim } from '../../../domain/claim.schema';
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

  return (
    <ClaimsWorkspaceView
      claims={claims}
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
      onViewChange={(next) => void save({ claimsView: next })}
      columns={columns}
      cardFields={cardFields}
      lookups={lookups}
      syncStates={syncStates}
      onOpen={open}
      onMoveClaim={move}
      state={loading ? LOADING : undefined}
      notice={
        keptLimit !== null && (
          <KeptClaimsHint
            limit={keptLimit}
            shown={claims.length}
            settingsHref={routePath('offlineData')}
          />
        )
      }
      offsetTop={250}
    />
  );
}
