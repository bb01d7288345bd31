import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ClientField } from '../../../src/domain/client-fields';
import { emptyClientFormValues } from '../../../src/domain/client-form';
import { ClientForm } from '../../../src/features/clients/client-form';
import { ClientFieldsEditor } from '../../../src/features/clients/settings/client-fields-editor';
import { click, typeInto } from '../support/interact';
import { byLabel, buttonByText } from '../support/queries';
import { renderUi } from '../support/render';

const field = (patch: Partial<ClientField> & Pick<ClientField, 'id' | 'label' | 'kind'>) => ({
  options: [],
  required: false,
  showInList: false,
  hidden: false,
  ...patch,
});

const CODE = field({ id: 'cf-00000a', label: 'Account code', kind: 'text', required: true });
const STAFF = field({ id: 'cf-00000b', label: 'Staff', kind: 'number' });
const OLD = field({ id: 'cf-00000c', label: 'Old code', kind: 'text', hidden: true });

const submit = (root: ParentNode) => {
  const form = root.querySelector('form') as HTMLFormElement;
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
};

describe('ClientForm with the organization’s fields', () => {
  it('asks the visible fields, blocks a missing required one at the field, keeps hidden values', () => {
    const onSubmit = vi.fn();
    const { container } = renderUi(
      <ClientForm
        mode="edit"
        fields={[CODE, STAFF, OLD]}
        metadata={{
          client: {
            type: 'individual',
            firstName: 'Ada',
            lastName: '',
            companyName: '',
            notes: '',
            customFields: { [OLD.id]: 'A-17', [STAFF.id]: 4 },
          },
        }}
        initialValues={{ ...emptyClientFormValues(), firstName: 'Ada' }}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    expect(() => byLabel(container, 'Old code')).toThrow();
    expect(byLabel<HTMLInputElement>(container, 'Staff').value).toBe('4');
    submit(container);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Account code is required');
    typeInto(byLabel<HTMLInputElement>(container, 'Account code'), '  ZX-9 ');
    expect(container.textContent).not.toContain('Account code is required');
    submit(container);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      metadata: {
        client: { customFields: { [CODE.id]: 'ZX-9', [STAFF.id]: 4, [OLD.id]: 'A-17' } },
      },
    });
  });
});

function Editor({
  initial,
  counts = {},
}: {
  initial: ClientField[];
  counts?: Record<string, number>;
}) {
  const [fields, setFields] = useState(initial);
  return (
    <>
      <ClientFieldsEditor fields={fields} valueCounts={counts} onChange={setFields} />
      <output data-testid="saved">{JSON.stringify(fields)}</output>
    </>
  );
}

const saved = (root: ParentNode) =>
  JSON.parse(root.querySelector('[data-testid="saved"]')?.textContent ?? '[]') as ClientField[];

describe('ClientFieldsEditor', () => {
  it('adds a field, refuses a taken name at the field, reorders, and refuses deleting one in use', () => {
    const { container } = renderUi(<Editor initial={[CODE, STAFF]} counts={{ [CODE.id]: 3 }} />);
    typeInto(byLabel<HTMLInputElement>(container, 'New field'), 'staff');
    click(buttonByText(container, 'Add field'));
    expect(container.textContent).toContain('A field with this name already exists');
    typeInto(byLabel<HTMLInputElement>(container, 'New field'), 'Region');
    click(buttonByText(container, 'Add field'));
    expect(saved(container).map((f) => f.label)).toEqual(['Account code', 'Staff', 'Region']);

    click(byLabel(container, 'Move Region up'));
    expect(saved(container).map((f) => f.label)).toEqual(['Account code', 'Region', 'Staff']);

    click(byLabel(container, 'Show in list: Region'));
    expect(saved(container)[1]).toMatchObject({ label: 'Region', showInList: true });

    click(byLabel(container, 'Delete field Account code'));
    expect(container.textContent).toContain('hide it instead');
    expect(saved(container)).toHaveLength(3);
    click(buttonByText(container, 'Hide instead'));
    expect(saved(container)[0]).toMatchObject({ id: CODE.id, hidden: true });

    click(byLabel(container, 'Delete field Staff'));
    expect(saved(container).map((f) => f.label)).toEqual(['Account code', 'Region']);
  });
});
