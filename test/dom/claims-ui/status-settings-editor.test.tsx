import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ClaimStatusConfig } from '../../../src/domain/claim-status';
import { DEFAULT_CLAIM_STATUSES } from '../../../src/domain/constants';
import { StatusSettingsEditor } from '../../../src/ui/claims/status-settings-editor';
import { byLabel, buttonByText, click, render, typeInto } from './render';

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

const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

function setup() {
  const onChange = vi.fn<(s: ClaimStatusConfig[]) => void>();
  const onRemove = vi.fn<(s: string, to: string | null) => void>();
  const view = render(<Harness onChange={onChange} onRemove={onRemove} />);
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
    expect(container.textContent).toContain('Status already exists');
  });

  it('edits a timeout and clears it to "no timeout"', () => {
    const { container, last } = setup();
    typeInto(byLabel(container, 'Timeout in days for New'), '4');
    expect(last().find((s) => s.name === 'New')?.timeoutDays).toBe(4);
    typeInto(byLabel(container, 'Timeout in days for New'), '');
    expect(last().find((s) => s.name === 'New')?.timeoutDays).toBeNull();
  });

  it('asks where the claims of a removed status go and passes the choice on', async () => {
    const { container, onRemove } = setup();
    click(byLabel(container, 'Remove status New'));
    await wait(300);
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('3 claims are in this status');
    const confirm = buttonByText(dialog, 'Move claims and remove');
    expect(confirm.disabled).toBe(true);
    click(confirm);
    expect(onRemove).not.toHaveBeenCalled();
    const select = byLabel<HTMLInputElement>(dialog, 'Move claims to');
    click(select);
    await wait(300);
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
    await wait(300);
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
