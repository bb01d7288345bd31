import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLAIM_COLUMNS } from '../../../src/domain/claim-columns';
import { DETAILS_ELSEWHERE_LABEL } from '../../../src/features/claims/details-elsewhere-mark';
import { KanbanBoard } from '../../../src/features/claims/kanban/kanban-board';
import { kanbanFieldsToColumns } from '../../../src/features/claims/kanban-fields';
import { ClaimsTable } from '../../../src/features/claims/list/claims-table';
import { claim, lookups } from './claim-fixtures';
import { renderUi } from '../support/render';

// Issue 17: every claim is listed; those whose notes and conversations this device does not keep
// carry a mark: in the list’s sync column (instead of "synced") and on the board’s card.
const marked = { ...lookups, detailsElsewhere: new Set(['2']) };
const claims = [claim('1'), claim('2'), claim('3')];

const markedIds = (root: HTMLElement, item: string) =>
  [...root.querySelectorAll(`[aria-label="${DETAILS_ELSEWHERE_LABEL}"]`)].map((mark) =>
    mark.closest(item)?.getAttribute('data-claim-id'),
  );

const list = (shown: typeof lookups) =>
  renderUi(
    <ClaimsTable
      claims={claims}
      columns={DEFAULT_CLAIM_COLUMNS}
      sort={{ field: 'lastUpdated', direction: 'desc' }}
      onSortChange={vi.fn()}
      lookups={shown}
      onOpen={vi.fn()}
    />,
  ).container;

describe('the mark of a claim whose details are on the server only', () => {
  it('shows in the list’s sync column, on that claim only', () => {
    expect(markedIds(list(marked), '[role="row"]')).toEqual(['2']);
  });

  it('shows on the card title on the board, on that claim only', () => {
    const { container } = renderUi(
      <KanbanBoard
        claims={claims}
        fields={kanbanFieldsToColumns(['claimNumber', 'customerName'])}
        lookups={marked}
        onOpen={vi.fn()}
        onMoveClaim={vi.fn()}
      />,
    );
    expect(markedIds(container, '[data-claim-id]')).toEqual(['2']);
  });

  it('is absent when the device keeps every claim’s details', () => {
    expect(markedIds(list(lookups), '[role="row"]')).toEqual([]);
  });
});
