import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLAIM_COLUMNS } from '../../../src/domain/claim-columns';
import { ClaimsTable } from '../../../src/features/claims/list/claims-table';
import type { ClaimsSort } from '../../../src/features/claims/claims-query';
import { gridTemplate, minGridWidth } from '../../../src/features/claims/list/claims-table-layout';
import { claim, lookups } from './claim-fixtures';
import { click, keyDown } from '../support/interact';
import { renderUi } from '../support/render';

const sort: ClaimsSort = { field: 'lastUpdated', direction: 'desc' };
const header = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('[role="columnheader"]')].find((h) =>
    h.textContent?.startsWith(name),
  ) as HTMLElement;

function table(props: Partial<Parameters<typeof ClaimsTable>[0]> = {}) {
  const onSortChange = vi.fn();
  const onOpen = vi.fn();
  const view = renderUi(
    <ClaimsTable
      claims={[claim('1'), claim('2')]}
      columns={DEFAULT_CLAIM_COLUMNS}
      sort={sort}
      onSortChange={onSortChange}
      lookups={lookups}
      onOpen={onOpen}
      {...props}
    />,
  );
  return { ...view, onSortChange, onOpen };
}

describe('ClaimsTable', () => {
  it('shows visible columns only, Referral Client included, with aria-sort on the sorted one', () => {
    const { container } = table();
    const headers = [...container.querySelectorAll('[role="columnheader"]')].map(
      (h) => h.textContent,
    );
    expect(headers).toContain('Referral Client');
    expect(headers).not.toContain('ZIP Code');
    expect(header(container, 'Last Updated').getAttribute('aria-sort')).toBe('descending');
    expect(header(container, 'City').getAttribute('aria-sort')).toBe('none');
  });

  it('asks for ascending on a new column and flips the sorted one', () => {
    const { container, onSortChange } = table();
    click(header(container, 'City').querySelector('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'city', direction: 'asc' });
    click(header(container, 'Last Updated').querySelector('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'lastUpdated', direction: 'asc' });
  });

  it('opens a claim on click and on Enter', () => {
    const { container, onOpen } = table();
    const rows = container.querySelectorAll('[role="rowgroup"] [data-claim-id]');
    click(rows[0] ?? null);
    expect(onOpen).toHaveBeenLastCalledWith('1');
    keyDown(rows[1] as Element, 'Enter');
    expect(onOpen).toHaveBeenLastCalledWith('2');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('marks overdue claims with an accessible label and temp claims as not yet synced', () => {
    const old = new Date(lookups.now!.getTime() - 3 * 86_400_000).toISOString();
    const { container } = table({
      claims: [claim('1', { statusChangedAt: old }), claim('temp-9')],
    });
    const overdue = container.querySelector('[data-claim-id="1"]') as HTMLElement;
    expect(overdue.dataset.overdue).toBe('true');
    expect(overdue.querySelector('[aria-label^="Overdue since"]')).not.toBeNull();
    const temp = container.querySelector('[data-claim-id="temp-9"]') as HTMLElement;
    expect(temp.dataset.overdue).toBeUndefined();
    expect(temp.querySelector('[aria-label="Sync state: Not yet synced"]')).not.toBeNull();
  });

  it('shows sync states from the map', () => {
    const { container } = table({ syncStates: { '1': 'conflict', '2': 'failed' } });
    const states = [...container.querySelectorAll('[data-sync-state]')].map((e) =>
      e.getAttribute('data-sync-state'),
    );
    expect(states).toEqual(['conflict', 'failed']);
  });

  it('renders only a window of 10,000 rows', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => claim(String(i)));
    const { container } = table({ claims: many });
    const rendered = container.querySelectorAll('[role="rowgroup"] [data-claim-id]').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
    expect(container.querySelector('[role="table"]')?.getAttribute('aria-rowcount')).toBe('10001');
  });

  it('shows the empty state, and loading or error instead of rows', () => {
    const empty = table({ claims: [], empty: { kind: 'empty', title: 'No claims match' } });
    expect(empty.container.textContent).toContain('No claims match');
    const failed = table({ state: { kind: 'error', message: 'Failed to decrypt data' } });
    expect(failed.container.querySelector('[role="alert"]')?.textContent).toContain(
      'Failed to decrypt data',
    );
    expect(failed.container.querySelector('[data-claim-id]')).toBeNull();
  });

  it('keeps the first visible column sticky, whichever column the user put first', () => {
    const stickyHeader = (root: ParentNode) =>
      root.querySelector('[role="columnheader"].data-grid-sticky')?.textContent;
    const { container } = table();
    expect(stickyHeader(container)).toBe('Claim Number');
    const firstCells = container.querySelectorAll('[data-claim-id] [role="cell"]:first-child');
    expect([...firstCells].every((c) => c.classList.contains('data-grid-sticky'))).toBe(true);
    expect(container.querySelectorAll('[data-claim-id="1"] .data-grid-sticky')).toHaveLength(1);

    const city = DEFAULT_CLAIM_COLUMNS.find((c) => c.field === 'city')!;
    const moved = table({
      columns: [city, ...DEFAULT_CLAIM_COLUMNS.filter((c) => c !== city)],
    });
    expect(stickyHeader(moved.container)).toBe('City');
  });

  it('shows a compact sync mark that keeps its label in the title and accessible name', () => {
    const { container } = table({ syncStates: { '1': 'pending' } });
    const mark = container.querySelector('[data-sync-state="pending"]') as HTMLElement;
    expect(mark.getAttribute('aria-label')).toBe('Sync state: Pending');
    expect(mark.getAttribute('title')).toMatch(/^Pending: /);
    expect(mark.textContent).toBe('');
  });
});

describe('claims table layout', () => {
  const fields = (all = false) =>
    DEFAULT_CLAIM_COLUMNS.filter((c) => all || c.visible).map((c) => c.field);
  // 1440 px window minus the open sidebar (232), the page padding (2 × 32), the table's border and
  // a classic vertical scrollbar (15 + 2).
  const DESKTOP_TABLE_WIDTH = 1440 - 232 - 64 - 17;

  it('fits the default columns in a 1440 px window without scrolling sideways', () => {
    expect(minGridWidth(fields())).toBeLessThanOrEqual(DESKTOP_TABLE_WIDTH);
  });

  it('scrolls sideways with all 14 columns rather than squeezing them', () => {
    expect(fields(true)).toHaveLength(14);
    expect(minGridWidth(fields(true))).toBeGreaterThan(DESKTOP_TABLE_WIDTH);
  });

  it('gives codes, dates and money fixed widths and lets names and places share the rest', () => {
    const columns = gridTemplate(fields(true)).split(/ (?![^(]*\))/);
    expect(columns).toHaveLength(15);
    const width = (field: string) => columns[fields(true).indexOf(field)];
    expect(width('dateOfLoss')).toMatch(/^\d+px$/);
    expect(width('estimatedValue')).toMatch(/^\d+px$/);
    expect(width('customerName')).toMatch(/^minmax\(\d+px, [\d.]+fr\)$/);
    expect(width('address')).toMatch(/^minmax\(\d+px, [\d.]+fr\)$/);
    // The sync column widens for the overdue mark when the status column is hidden.
    const syncWidth = (shown: string[]) => parseInt(gridTemplate(shown).split(' ').at(-1)!, 10);
    expect(syncWidth(['claimNumber'])).toBeGreaterThan(syncWidth(['claimNumber', 'status']));
  });
});
