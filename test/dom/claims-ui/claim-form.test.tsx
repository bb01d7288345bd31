import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClaimForm } from '../../../src/features/claims/form/claim-form';
import {
  emptyClaimFormValues,
  validateClaimForm,
} from '../../../src/features/claims/form/claim-form-values';
import { click, typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { renderUi } from '../support/render';

const contacts = [
  { value: 'ct-1', label: 'Harbor Mutual' },
  { value: 'p-1', label: 'Emily Carter' },
];

function form(props: Partial<Parameters<typeof ClaimForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = renderUi(
    <ClaimForm
      mode="create"
      contacts={contacts}
      users={[{ value: 'u-1', label: 'Jordan Reyes' }]}
      statuses={['New', 'Closed']}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...view, onSubmit };
}

const submit = (root: ParentNode) => {
  const formEl = root.querySelector('form') as HTMLFormElement;
  act(() => {
    formEl.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
};

describe('ClaimForm', () => {
  it('shows the schema messages at the required fields and does not submit', () => {
    const { container, onSubmit } = form();
    submit(container);
    expect(onSubmit).not.toHaveBeenCalled();
    const text = container.textContent ?? '';
    for (const message of [
      'Policy number is required',
      'Client name is required',
      'Date of loss is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Add at least one customer',
    ]) {
      expect(text).toContain(message);
    }
    expect(byLabel<HTMLInputElement>(container, 'Policy number').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('clears a message as its field is fixed, and still waits for the rest', () => {
    const { container, onSubmit } = form();
    submit(container);
    typeInto(byLabel(container, 'Policy number'), 'POL-1');
    expect(container.textContent).not.toContain('Policy number is required');
    expect(container.textContent).toContain('City is required');
    submit(container);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed input once every required field is valid', () => {
    const { container, onSubmit } = form({
      initialValues: {
        ...emptyClaimFormValues('New'),
        clientId: 'ct-1',
        clientName: 'Harbor Mutual',
        dateOfLoss: '2026-01-20',
        customers: [{ id: 'p-1', name: 'Emily Carter', isPrimary: true }],
      },
    });
    for (const [label, value] of [
      ['Policy number', 'POL-9'],
      ['Address', '1 Oak St'],
      ['City', 'Austin'],
      ['State', 'TX'],
      ['ZIP code', '78701'],
      ['Estimated value', '12,500.50'],
    ] as const) {
      typeInto(byLabel(container, label), value);
    }
    click(buttonByText(container, 'Create claim'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      policyNumber: 'POL-9',
      clientName: 'Harbor Mutual',
      city: 'Austin',
      status: 'New',
      estimatedValue: 12500.5,
      customers: [{ id: 'p-1', name: 'Emily Carter', isPrimary: true }],
    });
  });

  it('shows a server or queue error passed in', () => {
    const { container } = form({ submitError: 'Server is not reachable' });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Server is not reachable',
    );
  });
});

describe('validateClaimForm', () => {
  const complete = {
    ...emptyClaimFormValues('New'),
    policyNumber: 'P',
    clientName: 'Harbor Mutual',
    dateOfLoss: '2026-01-20',
    address: 'A',
    city: 'C',
    state: 'S',
    zipCode: 'Z',
  };

  it('builds the primary customer from the referral client when none is given (SPEC 5)', () => {
    const result = validateClaimForm({ ...complete, clientId: 'ct-1' });
    expect(result.ok && result.input.customers).toEqual([
      { id: 'ct-1', name: 'Harbor Mutual', isPrimary: true },
    ]);
  });

  it('refuses whitespace-only required fields and a claim without any customer', () => {
    const result = validateClaimForm({ ...complete, city: '   ' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.city).toBe('City is required');
      expect(result.errors.customers).toBe('Add at least one customer');
    }
  });
});
