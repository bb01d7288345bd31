import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_CLAIM_COLUMNS, type ClaimViewType } from '../../src/domain/claim-columns';
import { defaultUserPreferences } from '../../src/domain/preferences.schema';
import type { ClaimLookups } from '../../src/features/claims/claim-lookups';
import type { SyncStates } from '../../src/shared/ui/sync-state';
import { EMPTY_FILTER, type ClaimsQuery } from '../../src/features/claims/claims-query';
import { ClaimsWorkspaceView } from '../../src/features/claims/list/claims-workspace.view';
import { kanbanFieldsToColumns } from '../../src/features/claims/kanban-fields';
import type { SavedViewItem } from '../../src/features/claims/list/saved-views-menu';
import { useVisibleClaims } from '../../src/features/claims/list/use-visible-claims';
import { fakeClaims, USERS } from './fake-claims';

const SYNC: SyncStates = { 'c-3': 'pending', 'c-8': 'failed', 'c-12': 'conflict' };

export function GalleryWorkspace({
  initialView,
  lookups,
  count,
}: {
  initialView: ClaimViewType;
  lookups: ClaimLookups;
  count: number;
}) {
  const [claims, setClaims] = useState(() => fakeClaims(count, lookups.now));
  const [query, setQuery] = useState<ClaimsQuery>({
    filter: EMPTY_FILTER,
    sort: { field: 'claimNumber', direction: 'asc' },
  });
  const [view, setView] = useState(initialView);
  const [views, setViews] = useState<SavedViewItem[]>([{ id: 'v1', name: 'My overdue' }]);
  const kanbanFields = useMemo(
    () => kanbanFieldsToColumns(defaultUserPreferences().kanbanFields),
    [],
  );
  const visible = useVisibleClaims(claims, query, DEFAULT_CLAIM_COLUMNS, lookups);
  const open = useCallback((id: string) => (document.title = `open ${id}`), []);
  const move = useCallback(
    (id: string, status: string) =>
      setClaims((all) =>
        all.map((c) =>
          c.id === id ? { ...c, status, statusChangedAt: new Date().toISOString() } : c,
        ),
      ),
    [],
  );
  return (
    <ClaimsWorkspaceView
      total={claims.length}
      visible={visible}
      query={query}
      onQueryChange={setQuery}
      assignees={Object.entries(USERS).map(([value, label]) => ({ value, label }))}
      savedViews={{
        views,
        onSave: (name) => setViews([...views, { id: name, name }]),
        onApply: () => undefined,
        onDelete: (id) => setViews(views.filter((v) => v.id !== id)),
      }}
      view={view}
      onViewChange={setView}
      columns={DEFAULT_CLAIM_COLUMNS}
      cardFields={kanbanFields}
      lookups={lookups}
      syncStates={SYNC}
      onOpen={open}
      onMoveClaim={move}
      offsetTop={200}
    />
  );
}
