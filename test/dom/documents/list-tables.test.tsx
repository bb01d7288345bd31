import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentDocType } from '../../../src/collections/documents/documents.schema';
import { DEFAULT_TASK_TYPES } from '../../../src/domain/task-types';
import { toDocumentRows } from '../../../src/features/documents/document-rows';
import { DocumentsTable } from '../../../src/features/documents/documents-table';
import type { DocumentActions } from '../../../src/shared/documents/use-document-actions';
import { toTaskRows } from '../../../src/features/tasks/task-rows';
import { TasksTable } from '../../../src/features/tasks/tasks-table';
import { click } from '../support/interact';
import { renderUi } from '../support/render';
import { task } from '../tasks-ui/task-fixture';

// The documents and tasks tables on the shared virtualized table: their cells (size, upload date
// with its time on hover, the claim link), each row's sync state, and a claim link that opens the
// claim without opening the row.
const SORT = { field: 'uploaded', direction: 'desc' } as const;
const claims = new Map([['c-1', { claimNumber: 'CLM-7', status: 'Open', clientName: 'Ada' }]]);
const syncState = (row: Element) =>
  row.querySelector('[aria-label^="Sync state"]')?.getAttribute('aria-label');

function documentOf(id: string, claimId: string | null): DocumentDocType {
  return {
    id,
    organization_id: 'org-1',
    version: 1,
    updatedAt: '2026-03-02T15:04:00.000Z',
    name: `${id}.pdf`,
    mimeType: 'application/pdf',
    size: 2_048,
    claimId,
    noteId: null,
    isClientVisible: false,
    uploadedBy: 'u-1',
    createdAt: '2026-03-02T15:04:00.000Z',
  };
}

describe('DocumentsTable', () => {
  it('shows size, date and claim cells and sync states; the claim link does not open the row', () => {
    const onOpenDocument = vi.fn();
    const rows = toDocumentRows([documentOf('d-1', 'c-1'), documentOf('temp-2', null)], {
      claims,
      userNames: new Map([['u-1', 'Ann']]),
      storedIds: new Set(),
    });
    const actions: DocumentActions = {
      editRefusal: () => null,
      deleteRefusal: () => null,
      change: vi.fn(),
      remove: vi.fn(),
    };
    const { container } = renderUi(
      <MemoryRouter>
        <DocumentsTable
          rows={rows}
          syncStates={{ 'd-1': 'failed' }}
          actions={actions}
          onOpenDocument={onOpenDocument}
          onRename={vi.fn()}
          onDelete={vi.fn()}
          empty={{ kind: 'empty', title: 'No documents' }}
          height={600}
          sort={SORT}
          onSortChange={vi.fn()}
        />
      </MemoryRouter>,
    );
    const first = container.querySelector('[data-document-id="d-1"]')!;
    const cells = [...first.querySelectorAll('[role="cell"]')].map((c) => c.textContent);
    expect(cells.slice(1, 7)).toEqual(['PDF', '2 KB', 'CLM-7', 'Ada', 'Ann', 'Mar 2, 2026']);
    expect(first.querySelector('[title^="Mar 2, 2026 "]')).not.toBeNull();
    expect(syncState(first)).toBe('Sync state: Sync failed');
    const temp = container.querySelector('[data-document-id="temp-2"]')!;
    expect(syncState(temp)).toBe('Sync state: Not yet synced');
    expect(temp.querySelectorAll('[role="cell"]')[3]?.textContent).toBe('—');

    const link = first.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/claims/c-1');
    click(link);
    expect(onOpenDocument).not.toHaveBeenCalled();
    click(first);
    expect(onOpenDocument).toHaveBeenCalledWith(rows[0]!.doc);
  });
});

describe('TasksTable', () => {
  it('links the claim without opening the row, and shows each row’s sync state', () => {
    const onOpen = vi.fn();
    const rows = toTaskRows([task('t-1', { claimId: 'c-1' }), task('t-2', { claimId: 'c-gone' })], {
      userNames: {},
      claims,
      types: DEFAULT_TASK_TYPES,
      me: 'u-1',
      now: new Date(2026, 2, 11, 12),
    });
    const { container } = renderUi(
      <MemoryRouter>
        <TasksTable
          rows={rows}
          syncStates={{ 't-2': 'pending' }}
          onToggleDone={vi.fn()}
          canToggle={() => true}
          now={new Date(2026, 2, 11, 12)}
          empty={{ kind: 'empty', title: 'No tasks' }}
          height={600}
          sort={SORT}
          onSortChange={vi.fn()}
          onOpen={onOpen}
        />
      </MemoryRouter>,
    );
    const first = container.querySelector('[data-task-id="t-1"]')!;
    const link = first.querySelector('a')!;
    expect(link.textContent).toBe('CLM-7');
    expect(link.getAttribute('href')).toBe('/claims/c-1');
    click(link);
    expect(onOpen).not.toHaveBeenCalled();
    const second = container.querySelector('[data-task-id="t-2"]')!;
    expect(second.querySelector('a')?.textContent).toBe('Open claim');
    expect(syncState(first)).toBe('Sync state: Synced');
    expect(syncState(second)).toMatch(/^Sync state: /);
    expect(syncState(second)).not.toBe('Sync state: Synced');
    click(first);
    expect(onOpen).toHaveBeenCalledWith('t-1');
  });
});
