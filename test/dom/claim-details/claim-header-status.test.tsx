import { act } from 'react';
import { expect, it, vi } from 'vitest';
import type { Claim } from '../../../src/domain/claim.schema';
import {
  ClaimHeader,
  type ClaimHeaderProps,
} from '../../../src/features/claims/details/claim-header';
import { click } from '../support/interact';
import { byLabel } from '../support/queries';
import { elapse, renderUi } from '../support/render';

// Issue 11: the tab that changes a claim's status shows the new status at once, not when its live
// query re-reads the stored record (up to a second later in the tab that sends the queue); a
// refused write takes it back, and the stored record takes over once it shows the change.
const claim = {
  organization_id: 'org-1',
  version: 1,
  updatedAt: '2026-03-05T10:00:00.000Z',
  id: 'claim-1',
  claimNumber: 'CLM-2026-0042',
  status: 'New',
  statusChangedAt: '2026-03-03T09:00:00.000Z',
  dateCreated: '2026-03-01T08:00:00.000Z',
  lastUpdated: '2026-03-05T10:00:00.000Z',
  policyNumber: 'POL-778',
  clientName: 'Harbor Mutual',
  dateOfLoss: '2026-02-27',
  customers: [{ id: 'c-1', name: 'Linda Nguyen', isPrimary: true }],
  deleted: false,
} as Claim;

const lookups = {
  statuses: ['New', 'Inspection', 'Appraisal'].map((name) => ({ name, timeoutDays: null })),
  userNames: {},
  now: new Date('2026-03-05T12:00:00.000Z'),
};

function renderHeader(stored: Claim) {
  const onStatusChange = vi.fn<ClaimHeaderProps['onStatusChange']>();
  const view = renderUi(
    <ClaimHeader claim={stored} lookups={lookups} onStatusChange={onStatusChange} />,
    { mantine: 'test' },
  );
  const field = () => byLabel<HTMLInputElement>(view.container, 'Status');
  return { ...view, onStatusChange, field };
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
  const { field, onStatusChange, rerender } = renderHeader(claim);
  await choose(field(), 'Inspection');

  expect(onStatusChange).toHaveBeenCalledTimes(1);
  expect(onStatusChange.mock.calls[0]![0]).toBe('Inspection');
  expect(field().value).toBe('Inspection');

  rerender(
    <ClaimHeader
      claim={{ ...claim, status: 'Inspection' }}
      lookups={lookups}
      onStatusChange={onStatusChange}
    />,
  );
  expect(field().value).toBe('Inspection');
  // Another device's later change shows: nothing of this tab's is held any more.
  rerender(
    <ClaimHeader
      claim={{ ...claim, status: 'Appraisal' }}
      lookups={lookups}
      onStatusChange={onStatusChange}
    />,
  );
  expect(field().value).toBe('Appraisal');
});

it('takes the chosen status back when the write is refused', async () => {
  const { field, onStatusChange } = renderHeader(claim);
  await choose(field(), 'Appraisal');
  expect(field().value).toBe('Appraisal');

  const refused = onStatusChange.mock.calls[0]![1];
  act(() => refused());
  expect(field().value).toBe('New');
});
