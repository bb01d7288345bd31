import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ContactDocType } from '../../../src/collections/contacts/contacts.schema';
import { emptyClientFormValues } from '../../../src/domain/client-form';
import { toClientRows } from '../../../src/features/clients/client-rows';
import { ClientForm } from '../../../src/features/clients/client-form';
import { ClientsTable } from '../../../src/features/clients/clients-table';
import { click, keyDown, typeInto } from '../support/interact';
import { byLabel, buttonByText } from '../support/queries';
import { renderUi } from '../support/render';
import { contact as storedContact } from '../../unit/clients/contact-fixture';

/** A contact with a phone, an email and a city, as the table shows them. */
const contact = (id: string, patch: Partial<ContactDocType> = {}) =>
  storedContact(id, {
    phone: '8135550142',
    email: `${id}@example.com`,
    address: { street: '', city: 'Tampa', state: 'FL', zip: '' },
    ...patch,
  });

function table() {
  const onOpen = vi.fn();
  const onSortChange = vi.fn();
  const rows = toClientRows(
    [contact('c1', { roles: ['client', 'insurance_adjuster'] }), contact('temp-1')],
    new Map([['c1', 2]]),
  );
  const view = renderUi(
    <MemoryRouter>
      <ClientsTable
        rows={rows}
        syncStates={{ c1: 'failed' }}
        sort={{ field: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
        onOpen={onOpen}
        empty={{ kind: 'empty', title: 'No clients yet' }}
        height={600}
      />
    </MemoryRouter>,
  );
  return { ...view, onOpen, onSortChange };
}

describe('ClientsTable', () => {
  it('shows the columns, role badges, formatted phone, claim count and each row’s sync state', () => {
    const { container } = table();
    const headers = [...container.querySelectorAll('[role="columnheader"]')].map(
      (h) => h.textContent,
    );
    expect(headers).toEqual([
      'Name',
      'Type',
      'Roles',
      'Primary contact',
      'Phone',
      'Email',
      'City / state',
      'Claims',
      'Updated',
      'Sync',
    ]);
    const first = container.querySelector('[data-contact-id="c1"]') as HTMLElement;
    expect(first.textContent).toContain('ClientInsurance adjuster');
    expect(first.textContent).toContain('(813) 555-0142');
    expect(first.textContent).toContain('Tampa, FL');
    expect(first.querySelector('[aria-label="Sync state: Sync failed"]')).not.toBeNull();
    const temp = container.querySelector('[data-contact-id="temp-1"]') as HTMLElement;
    expect(temp.querySelector('[aria-label="Sync state: Not yet synced"]')).not.toBeNull();
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/clients/c1');
  });

  it('opens a row on click and Enter; sorts by a header', () => {
    const { container, onOpen, onSortChange } = table();
    click(container.querySelector('[data-contact-id="c1"]'));
    expect(onOpen).toHaveBeenLastCalledWith('c1');
    keyDown(container.querySelector('[data-contact-id="temp-1"]') as Element, 'Enter');
    expect(onOpen).toHaveBeenLastCalledWith('temp-1');
    const claims = [...container.querySelectorAll('[role="columnheader"]')].find(
      (h) => h.textContent === 'Claims',
    );
    click(claims?.querySelector('button') ?? null);
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'claims', direction: 'asc' });
  });
});

const submit = (root: ParentNode) => {
  const form = root.querySelector('form') as HTMLFormElement;
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
};

describe('ClientForm', () => {
  it('shows the messages at the fields, follows the fixes, then submits the cleaned contact', () => {
    const onSubmit = vi.fn();
    const { container } = renderUi(
      <ClientForm mode="create" onSubmit={onSubmit} onCancel={() => undefined} />,
    );
    submit(container);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Enter a first or last name');
    typeInto(byLabel<HTMLInputElement>(container, 'First name'), 'Grace');
    expect(container.textContent).not.toContain('Enter a first or last name');
    typeInto(byLabel<HTMLInputElement>(container, 'Last name'), 'Hopper');
    typeInto(byLabel<HTMLInputElement>(container, 'Phone'), '(212) 555-0100');
    submit(container);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Grace Hopper',
      phone: '2125550100',
      roles: ['client'],
      metadata: { client: { type: 'individual', firstName: 'Grace', lastName: 'Hopper' } },
    });
  });

  it('edits a company: its name and primary contact fields, Save changes', () => {
    const onSubmit = vi.fn();
    const { container } = renderUi(
      <ClientForm
        mode="edit"
        initialValues={{
          ...emptyClientFormValues(),
          type: 'company',
          companyName: 'Acme',
          contactFirstName: 'Wile',
          contactLastName: 'Coyote',
          roles: ['vendor'],
        }}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    expect(byLabel<HTMLInputElement>(container, 'Company name').value).toBe('Acme');
    typeInto(byLabel<HTMLInputElement>(container, 'Company name'), 'Acme Corp');
    click(buttonByText(container, 'Save changes'));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Acme Corp',
      roles: ['vendor'],
      metadata: { client: { type: 'company', primaryContact: { firstName: 'Wile' } } },
    });
  });
});
