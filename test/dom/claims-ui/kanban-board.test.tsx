import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLAIM_COLUMNS } from '../../../src/domain/claim-columns';
import { KanbanBoard } from '../../../src/features/claims/kanban/kanban-board';
import { kanbanFieldsToColumns } from '../../../src/features/claims/kanban-fields';
import {
  adjacentColumn,
  columnId,
  groupByColumn,
  resolveMove,
} from '../../../src/shared/ui/kanban/kanban-move';
import { claim, lookups } from './claim-fixtures';
import { click, focus, keyDown } from '../support/interact';
import { byLabel } from '../support/queries';
import { elapse, renderUi } from '../support/render';

const fields = kanbanFieldsToColumns(['claimNumber', 'customerName', 'assignedTo']);

function board(onMoveClaim = vi.fn()) {
  const claims = [claim('1'), claim('2', { status: 'In Progress' }), claim('3')];
  const view = renderUi(
    <KanbanBoard
      claims={claims}
      fields={fields}
      lookups={lookups}
      onOpen={vi.fn()}
      onMoveClaim={onMoveClaim}
    />,
  );
  return { ...view, onMoveClaim };
}

/** Picks CLM-1 up with the keyboard, moves it one column right, then drops or cancels it. */
async function dragOneRight(container: HTMLElement, key: string, code: string) {
  const grip = byLabel(container, 'Drag claim CLM-1');
  focus(grip);
  keyDown(grip, ' ', 'Space');
  await elapse();
  // The focus may move while a card is lifted: each key goes where the focus now is.
  keyDown(document.activeElement ?? grip, 'ArrowRight', 'ArrowRight');
  await elapse();
  keyDown(document.activeElement ?? grip, key, code);
  await elapse();
}

describe('KanbanBoard', () => {
  it('shows one column per configured status, in order, with counts and the chosen fields', () => {
    const { container } = board();
    const headings = [
      ...container.querySelectorAll('section[aria-labelledby] [id^="kanban-"]'),
    ].map((h) => h.textContent);
    expect(headings).toEqual(lookups.statuses.map((s) => s.name));
    expect(container.querySelector('[aria-label="2 claims"]')).not.toBeNull();
    expect(container.textContent).toContain('Customer 1');
    expect(container.textContent).toContain('Jordan Reyes');
    expect(container.textContent).not.toContain('POL-1');
  });

  it('moves a card one status to the right with the keyboard and calls onMoveClaim once', async () => {
    const { container, onMoveClaim } = board();
    await dragOneRight(container, ' ', 'Space');
    expect(onMoveClaim).toHaveBeenCalledTimes(1);
    expect(onMoveClaim).toHaveBeenCalledWith('1', 'In Progress');
    const live = [...document.querySelectorAll('[aria-live]')].map((e) => e.textContent).join(' ');
    expect(live).toContain('Claim CLM-1 moved to In Progress');
  });

  it('cancels a keyboard drag with Escape without moving anything', async () => {
    const { container, onMoveClaim } = board();
    await dragOneRight(container, 'Escape', 'Escape');
    expect(onMoveClaim).not.toHaveBeenCalled();
  });

  it('offers "Move to" for every other status as a non-drag alternative', async () => {
    const { container, onMoveClaim } = board();
    click(byLabel(container, 'Move claim CLM-2'));
    await elapse(300); // the menu's opening transition
    const items = [...document.querySelectorAll('[role="menuitem"]')];
    expect(items.map((i) => i.textContent)).not.toContain('In Progress');
    click(items.find((i) => i.textContent === 'Settled') ?? null);
    expect(onMoveClaim).toHaveBeenCalledWith('2', 'Settled');
  });

  it('opens one shared menu at the pressed card, with its state on that button only', async () => {
    const { container } = board();
    const first = byLabel(container, 'Move claim CLM-1');
    const second = byLabel(container, 'Move claim CLM-2');
    expect(first.getAttribute('aria-haspopup')).toBe('menu');
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(0);
    focus(first);
    click(first);
    await elapse(300);
    const menus = document.querySelectorAll('[role="menu"]');
    expect(menus).toHaveLength(1);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-controls')).toBe(menus[0]?.id);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    const items = () =>
      [...document.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent);
    expect(items()).not.toContain('New');
    expect(items()).toContain('In Progress');

    click(second);
    await elapse(300);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(items()).toContain('New');
    expect(items()).not.toContain('In Progress');
  });

  it('closes the menu with Escape and by pressing its button again, moving nothing', async () => {
    const { container, onMoveClaim } = board();
    const button = byLabel(container, 'Move claim CLM-3');
    focus(button);
    click(button);
    await elapse(300);
    keyDown(document.activeElement ?? button, 'Escape', 'Escape');
    await elapse(300);
    expect(document.querySelectorAll('[role="menuitem"]')).toHaveLength(0);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    click(button);
    await elapse(300);
    expect(document.querySelectorAll('[role="menuitem"]').length).toBeGreaterThan(0);
    click(button);
    await elapse(300);
    expect(document.querySelectorAll('[role="menuitem"]')).toHaveLength(0);
    expect(onMoveClaim).not.toHaveBeenCalled();
  });

  it('drops the menu of a claim filtered away, so it does not reopen when the claim returns', async () => {
    const all = [claim('1'), claim('2', { status: 'In Progress' })];
    const view = (claims: ReturnType<typeof claim>[]) => (
      <KanbanBoard
        claims={claims}
        fields={fields}
        lookups={lookups}
        onOpen={vi.fn()}
        onMoveClaim={vi.fn()}
      />
    );
    const { container, rerender } = renderUi(view(all));
    click(byLabel(container, 'Move claim CLM-1'));
    await elapse(300);
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(1);
    rerender(view(all.slice(1)));
    await elapse(300);
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(0);
    rerender(view(all));
    await elapse(300);
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(0);
    expect(byLabel(container, 'Move claim CLM-1').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('kanban move rules', () => {
  const statuses = lookups.statuses.map((s) => s.name);

  it('resolves a drop on another listed column only', () => {
    expect(resolveMove('New', columnId('Closed'), statuses)).toBe('Closed');
    expect(resolveMove('New', columnId('New'), statuses)).toBeNull();
    expect(resolveMove('New', columnId('Archived'), statuses)).toBeNull();
    expect(resolveMove('New', null, statuses)).toBeNull();
    expect(resolveMove('New', 'some-card-id', statuses)).toBeNull();
  });

  it('steps between neighbouring statuses and stops at the ends', () => {
    expect(adjacentColumn(statuses, 'New', 1)).toBe('In Progress');
    expect(adjacentColumn(statuses, 'New', -1)).toBeNull();
    expect(adjacentColumn(statuses, 'Closed', 1)).toBeNull();
  });

  it('groups by configured status and keeps claims of unlisted statuses apart', () => {
    const { groups, unlisted } = groupByColumn(
      [claim('1'), claim('2', { status: 'Archived' })],
      statuses,
      (c) => c.status,
    );
    expect(groups.get('New')?.map((c) => c.id)).toEqual(['1']);
    expect(unlisted.map((c) => c.id)).toEqual(['2']);
  });

  it('keeps kanban card fields as an ordered, editable column list', () => {
    expect(fields.slice(0, 3).map((c) => [c.field, c.visible])).toEqual([
      ['claimNumber', true],
      ['customerName', true],
      ['assignedTo', true],
    ]);
    expect(fields).toHaveLength(DEFAULT_CLAIM_COLUMNS.length);
    expect(fields.slice(3).every((c) => !c.visible)).toBe(true);
  });
});
