import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../../src/domain/claim.schema';
import { CustomersEditor } from '../../../src/features/claims/form/customers-editor';
import { CustomersPanel } from '../../../src/features/claims/details/customers-panel';
import { click, keyDown, typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { renderUi } from '../support/render';

function Harness({
  initial,
  onChange,
}: {
  initial: Customer[];
  onChange: (c: Customer[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CustomersEditor
      value={value}
      contacts={[]}
      newCustomerId={() => `temp-${value.length + 1}`}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const primaryOf = (list: Customer[]) => list.filter((c) => c.isPrimary).map((c) => c.name);

function setup(initial: Customer[] = []) {
  const onChange = vi.fn<(c: Customer[]) => void>();
  const view = renderUi(<Harness initial={initial} onChange={onChange} />);
  const last = () => onChange.mock.calls.at(-1)?.[0] ?? [];
  const add = (name: string) => {
    const field = byLabel<HTMLInputElement>(view.container, 'New customer name');
    typeInto(field, name);
    keyDown(field, 'Enter');
  };
  return { ...view, last, add };
}

describe('CustomersEditor primary rules (SPEC 4)', () => {
  it('makes the first customer primary and keeps it when more are added', () => {
    const { add, last } = setup();
    add('Emily Carter');
    expect(primaryOf(last())).toEqual(['Emily Carter']);
    add('Noah Brooks');
    expect(last().map((c) => c.name)).toEqual(['Emily Carter', 'Noah Brooks']);
    expect(primaryOf(last())).toEqual(['Emily Carter']);
    expect(last()[1]?.id).toBe('temp-2');
  });

  it('setting a primary clears the others; removing the primary promotes the first remaining', () => {
    const { container, last } = setup([
      { id: 'a', name: 'Ann', isPrimary: true },
      { id: 'b', name: 'Ben', isPrimary: false },
      { id: 'c', name: 'Cal', isPrimary: false },
    ]);
    click(byLabel(container, 'Make Cal primary'));
    expect(primaryOf(last())).toEqual(['Cal']);
    click(byLabel(container, 'Remove Cal'));
    expect(last().map((c) => c.name)).toEqual(['Ann', 'Ben']);
    expect(primaryOf(last())).toEqual(['Ann']);
  });

  it('cannot remove the last customer', () => {
    const { container, last } = setup([{ id: 'a', name: 'Ann', isPrimary: true }]);
    const remove = byLabel<HTMLButtonElement>(container, 'Remove Ann');
    expect(remove.disabled).toBe(true);
    click(remove);
    expect(last()).toEqual([]);
  });
});

describe('CustomersPanel', () => {
  it('disables removing the last customer and says why', () => {
    const onRemove = vi.fn();
    const { container } = renderUi(
      <CustomersPanel
        customers={[{ id: 'a', name: 'Ann', isPrimary: true }]}
        contacts={[]}
        onAddContact={vi.fn()}
        onCreateCustomer={vi.fn()}
        onRemove={onRemove}
        onSetPrimary={vi.fn()}
      />,
    );
    const remove = byLabel<HTMLButtonElement>(container, 'Remove Ann');
    expect(remove.disabled).toBe(true);
    expect(container.querySelector('#last-customer-hint')?.textContent).toContain(
      'at least one customer',
    );
    click(remove);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('sends set-primary, remove and create through the callbacks', () => {
    const calls = { primary: vi.fn(), remove: vi.fn(), create: vi.fn() };
    const { container } = renderUi(
      <CustomersPanel
        customers={[
          { id: 'a', name: 'Ann', isPrimary: true },
          { id: 'b', name: 'Ben', isPrimary: false },
        ]}
        contacts={[]}
        onAddContact={vi.fn()}
        onCreateCustomer={calls.create}
        onRemove={calls.remove}
        onSetPrimary={calls.primary}
      />,
    );
    expect(container.querySelector('[aria-label="Make Ann primary"]')).toBeNull();
    click(byLabel(container, 'Make Ben primary'));
    click(byLabel(container, 'Remove Ann'));
    typeInto(byLabel(container, 'New customer name'), '  Cal   Lee ');
    click(buttonByText(container, 'Create'));
    expect(calls.primary).toHaveBeenCalledWith('b');
    expect(calls.remove).toHaveBeenCalledWith('a');
    expect(calls.create).toHaveBeenCalledWith('Cal Lee');
  });
});
