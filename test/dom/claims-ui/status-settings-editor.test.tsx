import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ClaimStatusConfig } from '../../../src/domain/claim-status';
import { DEFAULT_CLAIM_STATUSES } from '../../../src/domain/constants';
import { StatusSettingsEditor } from '../../../src/features/claims/settings/status-settings-editor';
import { blur, click, keyDown, typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { elapse, renderUi } from '../support/render';

function Harness(props: {
  onChange: (s: ClaimStatusConfig[]) => void;
  onRemove: (s: string, to: string | null) => void;
}) {
  const [statuses, setStatuses] = useState<ClaimStatusConfig[]>(() =>
    DEFAULT_CLAIM_STATUSES.map((s) => ({ ...s })),
  );
  return (
    <StatusSettingsEditor
      statuses={statuses}
      claimCounts={{ New: 3, Appraisal: 0 }}
      onChange={(next) => {
        setStatuses(next);
        props.onChange(next);
      }}
      onRemove={props.onRemove}
    />
  );
}

function setup() {
  const onChange = vi.fn<(s: ClaimStatusConfig[]) => void>();
  const onRemove = vi.fn<(s: string, to: string | null) => void>();
  const view = renderUi(<Harness onChange={onChange} onRemove={onRemove} />);
  const last = () => onChange.mock.calls.at(-1)?.[0] ?? [];
  return { ...view, onChange, onRemove, last };
}

describe('StatusSettingsEditor', () => {
  it('adds a status with the default 7-day timeout', () => {
    const { container, last } = setup();
    typeInto(byLabel(container, 'New status'), 'Inspection');
    click(buttonByText(container, 'Add status'));
    expect(last().at(-1)).toEqual({ name: 'Inspection', timeoutDays: 7 });
  });

  it('refuses a duplicate, whatever its case, with a message', () => {
    const { container, onChange } = setup();
    typeInto(byLabel(container, 'New status'), 'in progress');
    click(buttonByText(container, 'Add status'));
    expect(onChange).not.toHaveBeenCalled();
    expect(container.textContent).toContain(
      'Status already exists: “In Progress” is already in the list (names ignore case)',
    );
  });

  it('saves a timeout once per edit, on blur or Enter, not per keystroke', () => {
    const { container, onChange, last } = setup();
    const field = byLabel<HTMLInputElement>(container, 'Timeout in days for New');
    typeInto(field, '1');
    typeInto(field, '12');
    expect(onChange).not.toHaveBeenCalled();
    blur(field);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last().find((s) => s.name === 'New')?.timeoutDays).toBe(12);
    typeInto(field, '3');
    keyDown(field, 'Enter');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(last().find((s) => s.name === 'New')?.timeoutDays).toBe(3);
    // Leaving the field after Enter, or without a change, saves nothing more.
    blur(field);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it.each(['', '-3', '2.5', '0', '3651', 'ten'])(
    'refuses %j at the field and saves nothing',
    (value) => {
      const { container, onChange } = setup();
      const field = byLabel<HTMLInputElement>(container, 'Timeout in days for Settled');
      typeInto(field, value);
      blur(field);
      expect(onChange).not.toHaveBeenCalled();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(container.textContent).toContain('Enter a whole number of days from 1 to 3650');
      expect(field.value).toBe(value);
    },
  );

  it('puts the saved timeout back on Escape, error included', () => {
    const { container, onChange } = setup();
    const field = byLabel<HTMLInputElement>(container, 'Timeout in days for Appraisal');
    typeInto(field, '-1');
    keyDown(field, 'Enter');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    keyDown(field, 'Escape');
    expect(field.value).toBe('30');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    blur(field);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts 3650 and toggles "no timeout" in one save each', () => {
    const { container, onChange, last } = setup();
    const field = byLabel<HTMLInputElement>(container, 'Timeout in days for Closed');
    expect(field.value).toBe('');
    blur(field);
    expect(onChange).not.toHaveBeenCalled();
    typeInto(field, '3650');
    blur(field);
    expect(last().find((s) => s.name === 'Closed')?.timeoutDays).toBe(3650);
    click(byLabel(container, 'No timeout for Closed'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(last().find((s) => s.name === 'Closed')?.timeoutDays).toBeNull();
    expect(byLabel<HTMLInputElement>(container, 'Timeout in days for Closed').value).toBe('');
  });

  it('adds with a chosen timeout and refuses an invalid one at the field', () => {
    const { container, onChange, last } = setup();
    typeInto(byLabel(container, 'New status'), 'Litigation');
    const timeout = byLabel<HTMLInputElement>(container, 'Timeout');
    expect(timeout.value).toBe('7');
    typeInto(timeout, '4000');
    click(buttonByText(container, 'Add status'));
    expect(onChange).not.toHaveBeenCalled();
    expect(timeout.getAttribute('aria-invalid')).toBe('true');
    typeInto(timeout, '45');
    keyDown(timeout, 'Enter');
    expect(last().at(-1)).toEqual({ name: 'Litigation', timeoutDays: 45 });
    expect(timeout.value).toBe('7');
  });

  it('asks where the claims of a removed status go and passes the choice on', async () => {
    const { container, onRemove } = setup();
    click(byLabel(container, 'Remove status New'));
    await elapse(300);
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('3 claims are in this status');
    const confirm = buttonByText(dialog, 'Move claims and remove');
    expect(confirm.disabled).toBe(true);
    click(confirm);
    expect(onRemove).not.toHaveBeenCalled();
    const select = byLabel<HTMLInputElement>(dialog, 'Move claims to');
    click(select);
    await elapse(300);
    const option = [...document.querySelectorAll('[role="option"]')].find(
      (o) => o.textContent === 'In Progress',
    );
    click(option ?? null);
    click(buttonByText(dialog, 'Move claims and remove'));
    expect(onRemove).toHaveBeenCalledWith('New', 'In Progress');
  });

  it('removes an empty status without asking for a destination', async () => {
    const { container, onRemove } = setup();
    click(byLabel(container, 'Remove status Appraisal'));
    await elapse(300);
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('No claims are in this status');
    click(buttonByText(dialog, 'Remove status'));
    expect(onRemove).toHaveBeenCalledWith('Appraisal', null);
  });

  it('reorders with the move buttons', () => {
    const { container, last } = setup();
    click(byLabel(container, 'Move Closed up'));
    expect(
      last()
        .slice(-2)
        .map((s) => s.name),
    ).toEqual(['Closed', 'Settled']);
  });
});
