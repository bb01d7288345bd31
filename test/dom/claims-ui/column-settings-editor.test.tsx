import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLAIM_COLUMNS, type ClaimColumn } from '../../../src/domain/claim-columns';
import { ColumnSettingsEditor } from '../../../src/features/claims/settings/column-settings-editor';
import { moveItem } from '../../../src/shared/ui/list-order';
import { click } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { renderUi } from '../support/render';

function Harness({
  onChange,
  onReset,
}: {
  onChange: (c: ClaimColumn[]) => void;
  onReset: () => void;
}) {
  const [value, setValue] = useState<ClaimColumn[]>(() =>
    DEFAULT_CLAIM_COLUMNS.slice(0, 3).map((c) => ({ ...c })),
  );
  return (
    <ColumnSettingsEditor
      title="Claims list columns"
      description="Choose columns"
      value={value}
      onChange={(update) => {
        const next = update(value);
        setValue(next);
        onChange(next);
      }}
      onReset={onReset}
    />
  );
}

function setup() {
  const onChange = vi.fn<(c: ClaimColumn[]) => void>();
  const onReset = vi.fn();
  const view = renderUi(<Harness onChange={onChange} onReset={onReset} />);
  const last = () => onChange.mock.calls.at(-1)?.[0] ?? [];
  return { ...view, onChange, onReset, last };
}

describe('ColumnSettingsEditor', () => {
  it('hides and shows a column', () => {
    const { container, last } = setup();
    click(byLabel(container, 'Policy Number'));
    expect(last().find((c) => c.field === 'policyNumber')?.visible).toBe(false);
    click(byLabel(container, 'Policy Number'));
    expect(last().find((c) => c.field === 'policyNumber')?.visible).toBe(true);
  });

  it('reorders with the move buttons, which are disabled at the ends', () => {
    const { container, last } = setup();
    expect(byLabel<HTMLButtonElement>(container, 'Move Claim Number up').disabled).toBe(true);
    expect(byLabel<HTMLButtonElement>(container, 'Move Customer Name down').disabled).toBe(true);
    click(byLabel(container, 'Move Customer Name up'));
    expect(last().map((c) => c.field)).toEqual(['claimNumber', 'customerName', 'policyNumber']);
    click(byLabel(container, 'Move Claim Number down'));
    expect(last().map((c) => c.field)).toEqual(['customerName', 'claimNumber', 'policyNumber']);
    const rows = [...container.querySelectorAll('[data-row-id]')].map((r) =>
      r.getAttribute('data-row-id'),
    );
    expect(rows).toEqual(['customerName', 'claimNumber', 'policyNumber']);
  });

  it('keeps at least one column visible', () => {
    const { container, last } = setup();
    click(byLabel(container, 'Claim Number'));
    click(byLabel(container, 'Policy Number'));
    const lastVisible = byLabel<HTMLInputElement>(container, 'Customer Name');
    expect(lastVisible.disabled).toBe(true);
    click(lastVisible);
    expect(
      last()
        .filter((c) => c.visible)
        .map((c) => c.field),
    ).toEqual(['customerName']);
  });

  it('resets to defaults on request', () => {
    const { container, onReset } = setup();
    click(buttonByText(container, 'Reset to defaults'));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('moveItem', () => {
  it('moves within range and ignores moves out of it', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], -1, 0)).toEqual(['a', 'b', 'c']);
  });
});
