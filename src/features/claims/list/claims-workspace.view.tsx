import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClaimColumn, ClaimViewType } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import type { PanelState } from '../../../shared/ui/state-panel';
import type { SyncStates } from '../../../shared/ui/sync-state';
import type { ClaimsQuery } from '../claims-query';
import type { ClaimLookups, Option } from '../claim-lookups';
import { KanbanBoard } from '../kanban/kanban-board';
import { ClaimsFilterBar } from './claims-filter-bar';
import { ClaimsTable } from './claims-table';
import { ClaimsViewToggle } from './claims-view-toggle';
import { SavedViewsMenu, type SavedViewsMenuProps } from './saved-views-menu';

export interface ClaimsWorkspaceViewProps {
  /** How many claims the filters choose from, and those they let through. */
  total: number;
  visible: readonly Claim[];
  query: ClaimsQuery;
  onQueryChange: (query: ClaimsQuery) => void;
  assignees: readonly Option[];
  savedViews: SavedViewsMenuProps;
  view: ClaimViewType;
  onViewChange: (view: ClaimViewType) => void;
  columns: readonly ClaimColumn[];
  cardFields: readonly ClaimColumn[];
  lookups: ClaimLookups;
  syncStates: SyncStates;
  onOpen: (id: string) => void;
  onMoveClaim: (id: string, status: string) => void;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  /** Shown between the filters and the claims (the hint that only some claims are kept). */
  notice?: ReactNode;
  /** Pixels of the page above the filter bar; the list or board fills the rest of the window. */
  offsetTop: number;
}

/** The claims screen as drawn: filters, saved views, and the list or the kanban board. */
export function ClaimsWorkspaceView(props: ClaimsWorkspaceViewProps) {
  const { query, onQueryChange, visible, lookups, syncStates, onOpen, state } = props;
  return (
    <Box>
      <ClaimsFilterBar
        value={query.filter}
        onChange={(filter) => onQueryChange({ ...query, filter })}
        statuses={lookups.statuses.map((s) => s.name)}
        assignees={props.assignees}
        shown={visible.length}
        total={props.total}
        trailing={
          <>
            <SavedViewsMenu {...props.savedViews} />
            <ClaimsViewToggle value={props.view} onChange={props.onViewChange} />
          </>
        }
      />
      {props.notice}
      {props.view === 'list' ? (
        <ClaimsTable
          claims={visible}
          columns={props.columns}
          sort={query.sort}
          onSortChange={(sort) => onQueryChange({ ...query, sort })}
          lookups={lookups}
          syncStates={syncStates}
          onOpen={onOpen}
          state={state}
          height={`calc(100vh - ${props.offsetTop}px)`}
        />
      ) : (
        <KanbanBoard
          claims={visible}
          fields={props.cardFields}
          lookups={lookups}
          syncStates={syncStates}
          onOpen={onOpen}
          onMoveClaim={props.onMoveClaim}
          state={state}
          // The board's columns stop 60 px higher than the list does (their headers stand above).
          columnHeight={Math.max(360, window.innerHeight - props.offsetTop - 60)}
        />
      )}
    </Box>
  );
}
