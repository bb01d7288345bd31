import { act } from 'react';
import { expect, it } from 'vitest';
import type { ClaimViewType } from '../../../src/domain/claim-columns';
import { useShownView } from '../../../src/features/claims/list/use-shown-view';
import { renderUi } from '../support/render';

// Issue 17: the view toggle shows the chosen view at once, and quick toggling never flips back
// to a view an earlier save wrote while the later saves are still on their way.
it('shows each toggled view at once and keeps the last one while earlier saves land', async () => {
  const saves: { view: ClaimViewType; done: () => void }[] = [];
  const save = (view: ClaimViewType) =>
    new Promise<void>((resolve) => saves.push({ view, done: resolve }));
  let shown: ClaimViewType = 'list';
  let toggle: (view: ClaimViewType) => void = () => undefined;
  function Probe(props: { stored: ClaimViewType }) {
    [shown, toggle] = useShownView(props.stored, save);
    return null;
  }
  const ui = renderUi(<Probe stored="list" />, { mantine: 'none' });
  act(() => toggle('kanban'));
  expect(shown).toBe('kanban');
  act(() => toggle('list'));
  act(() => toggle('kanban'));
  expect(shown).toBe('kanban');
  // The saves land one by one, the stored preference following each.
  for (const stored of ['kanban', 'list', 'kanban'] as const) {
    const next = saves.shift()!;
    await act(async () => next.done());
    ui.rerender(<Probe stored={stored} />);
    expect(shown).toBe('kanban');
  }
  // Settled: the stored preference rules again (another tab changes it).
  ui.rerender(<Probe stored="list" />);
  expect(shown).toBe('list');
});
