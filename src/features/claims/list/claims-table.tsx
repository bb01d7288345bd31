import { Box, Paper } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ClaimColumn } from '../../../domain/claim-columns';
import type { Claim } from '../../../domain/claim.schema';
import type { ClaimLookups } from '../claim-lookups';
import { syncStateOf, type ClaimSyncStates } from '../claim-sync-state';
import { nextSort, type ClaimsSort } from '../claims-query';
import { ClaimsTableRow } from './claims-table-row';
import {
  cellClass,
  gridTemplate,
  HEADER_HEIGHT,
  minGridWidth,
  NUMERIC_FIELDS,
  ROW_HEIGHT,
  TABLE_CSS,
} from './claims-table-layout';
import { SortHeader } from './sort-header';
import { StatePanel, type PanelState } from '../../../shared/ui/state-panel';

export interface ClaimsTableProps {
  /** Already filtered and sorted (see useVisibleClaims). */
  claims: readonly Claim[];
  columns: readonly ClaimColumn[];
  sort: ClaimsSort;
  onSortChange: (sort: ClaimsSort) => void;
  lookups: ClaimLookups;
  syncStates?: ClaimSyncStates;
  onOpen: (claimId: string) => void;
  /** Loading or error instead of rows; the empty state shows when `claims` is empty. */
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  empty?: Extract<PanelState, { kind: 'empty' }>;
  height?: number | string;
}

const DEFAULT_EMPTY: PanelState = { kind: 'empty', title: 'No claims yet' };

/** The claims list: a virtualized ARIA table, smooth with tens of thousands of rows. */
export function ClaimsTable(props: ClaimsTableProps) {
  const { claims, columns, sort, onSortChange, lookups, syncStates, onOpen } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const visible = useMemo(() => columns.filter((c) => c.visible), [columns]);
  const fields = useMemo(() => visible.map((c) => c.field), [visible]);
  const template = gridTemplate(fields);
  // The virtualizer's functions are not memo-safe for the React Compiler, which this app does not use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: claims.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  const onKeyNavigate = useCallback(
    (index: number, event: KeyboardEvent<HTMLDivElement>) => {
      const steps: Record<string, number> = {
        ArrowDown: 1,
        ArrowUp: -1,
        PageDown: 10,
        PageUp: -10,
      };
      const step = steps[event.key];
      if (step === undefined) return;
      event.preventDefault();
      const target = Math.max(0, Math.min(claims.length - 1, index + step));
      virtualizer.scrollToIndex(target);
      requestAnimationFrame(() => {
        scrollRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`)?.focus();
      });
    },
    [claims.length, virtualizer],
  );

  const body = props.state ?? (claims.length === 0 ? (props.empty ?? DEFAULT_EMPTY) : null);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <style>{TABLE_CSS}</style>
      <Box
        ref={scrollRef}
        role="table"
        aria-label="Claims"
        aria-rowcount={claims.length + 1}
        aria-busy={props.state?.kind === 'loading'}
        style={{ height: props.height ?? 600, overflow: 'auto', position: 'relative' }}
      >
        <Box
          role="rowgroup"
          style={{ position: 'sticky', top: 0, zIndex: 2, minWidth: minGridWidth(fields) }}
        >
          <Box
            role="row"
            aria-rowindex={1}
            className="claims-grid-header"
            style={{
              display: 'grid',
              gridTemplateColumns: template,
              height: HEADER_HEIGHT,
              background: 'var(--mantine-color-gray-0)',
              borderBottom: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            {visible.map((column, index) => (
              <SortHeader
                key={column.id}
                className={cellClass(index)}
                field={column.field}
                header={column.header}
                sort={sort}
                onSort={(field) => onSortChange(nextSort(sort, field))}
                align={NUMERIC_FIELDS.has(column.field) ? 'right' : 'left'}
              />
            ))}
            <Box role="columnheader" className="claims-grid-cell" fz="xs" fw={600} c="dimmed">
              Sync
            </Box>
          </Box>
        </Box>
        {body ? (
          <StatePanel state={body} minHeight={240} />
        ) : (
          <Box
            role="rowgroup"
            style={{
              height: virtualizer.getTotalSize(),
              position: 'relative',
              minWidth: minGridWidth(fields),
            }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const claim = claims[item.index];
              if (!claim) return null;
              return (
                <ClaimsTableRow
                  key={claim.id}
                  claim={claim}
                  index={item.index}
                  fields={fields}
                  lookups={lookups}
                  syncState={syncStateOf(syncStates, claim.id)}
                  onOpen={onOpen}
                  onKeyNavigate={onKeyNavigate}
                  top={item.start}
                  template={template}
                />
              );
            })}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
