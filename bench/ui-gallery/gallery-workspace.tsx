import { Box } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_CLAIM_COLUMNS, type ClaimViewType } from '../../src/domain/claim-columns';
import { defaultUserPreferences } from '../../src/domain/preferences.schema';
import type { ClaimLookups } from '../../src/features/claims/claim-lookups';
import type { SyncStates } from '../../src/shared/ui/sync-state';
import { ClaimsFilterBar } from '../../src/features/claims/list/claims-filter-bar';
import { EMPTY_FILTER, type ClaimsQuery } from '../../src/features/claims/claims-query';
import { ClaimsTable } from '../../src/features/claims/list/claims-table';
import { ClaimsViewToggle } from '../../src/features/claims/list/claims-view-toggle';
import { KanbanBoard } from '../../src/features/claims/kanban/kanban-board';
import { kanbanFieldsToColumns } from '../../src/features/claims/kanban-fields';
import {
  SavedViewsMenu,
  type SavedViewItem,
} from '../../src/features/claims/list/saved-views-menu';
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
    <Box>
      <ClaimsFilterBar
        value={query.filter}
        onChange={(filter) => setQuery({ ...query, filter })}
        statuses={lookups.statuses.map((s) => s.name)}
        assignees={Object.entries(USERS).map(([value, label]) => ({ value, label }))}
        shown={visible.length}
        total={claims.length}
        trailing={
          <>
            <SavedViewsMenu
              views={views}
              onSave={(name) => setViews([...views, { id: name, name }])}
              onApply={() => undefined}
              onDelete={(id) => setViews(views.filter((v) => v.id !== id))}
            />
            <ClaimsViewToggle value={view} onChange={setView} />
          </>
        }
      />
      {view === 'list' ? (
        <ClaimsTable
          claims={visible}
          columns={DEFAULT_CLAIM_COLUMNS}
          sort={query.sort}
          onSortChange={(sort) => setQuery({ ...query, sort })}
          lookups={lookups}
          syncStates={SYNC}
          onOpen={open}
          height="calc(100vh - 200px)"
        />
      ) : (
        <KanbanBoard
          claims={visible}
          fields={kanbanFields}
          lookups={lookups}
          syncStates={SYNC}
          onOpen={open}
          onMoveClaim={move}
          columnHeight={Math.max(360, window.innerHeight - 260)}
        />
      )}
    </Box>
  );
}
