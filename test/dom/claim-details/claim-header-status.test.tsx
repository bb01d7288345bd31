import { act } from 'react';
import { expect, it, vi } from 'vitest';
import type { Claim } from '../../../src/domain/claim.schema';
import {
  ClaimHeader,
  type ClaimHeaderProps,
} from '../../../src/features/claims/details/claim-header';
import { claim, lookups } from '../claims-ui/claim-fixtures';
import { click } from '../support/interact';
import { byLabel } from '../support/queries';
import { elapse, renderUi } from '../support/render';

// Issue 11: the tab that changes a claim's status shows the new status at once, not when its live
// query re-reads the stored record (up to a second later in the tab that sends the queue); a
// refused write takes it back, and the stored record takes over once it shows the change.
const stored = claim('claim-1', { status: 'New' });

function renderHeader() {
  const onStatusChange = vi.fn<ClaimHeaderProps['onStatusChange']>();
  const header = (shown: Claim) => (
    <ClaimHeader claim={shown} lookups={lookups} onStatusChange={onStatusChange} />
  );
  const view = renderUi(header(stored), { mantine: 'test' });
  return {
    onStatusChange,
    field: () => byLabel<HTMLInputElement>(view.container, 'Status'),
    storedAs: (status: string) => view.rerender(header({ ...stored, status })),
  };
}

async function choose(field: HTMLInputElement, name: string) {
  click(field);
  await elapse(300);
  const option = [...document.querySelectorAll('[role="option"]')].find(
    (o) => o.textContent === name,
  );
  click(option ?? null);
  await elapse(0);
}

it('shows the chosen status before the stored record has it, then the stored one', async () => {
  const { field, onStatusChange, storedAs } = renderHeader();
  await choose(field(), 'In Progress');

  expect(onStatusChange).toHaveBeenCalledTimes(1);
  expect(onStatusChange.mock.calls[0]![0]).toBe('In Progress');
  expect(field().value).toBe('In Progress');

  storedAs('In Progress');
  expect(field().value).toBe('In Progress');
  // Another device's later change shows: nothing of this tab's is held any more.
  storedAs('Appraisal');
  expect(field().value).toBe('Appraisal');
});

it('takes the chosen status back when the write is refused', async () => {
  const { field, onStatusChange } = renderHeader();
  await choose(field(), 'Appraisal');
  expect(field().value).toBe('Appraisal');

  const refused = onStatusChange.mock.calls[0]![1];
  act(() => refused());
  expect(field().value).toBe('New');
});
