import { describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../src/domain/settings.defaults';
import { calendarSettingsSchema } from '../../../src/domain/settings.schema';
import { DURATION_MESSAGE } from '../../../src/features/calendar/calendar-settings-values';
import { CalendarViewForm } from '../../../src/features/calendar/calendar-view-form';
import { SecuritySettingsForm } from '../../../src/features/settings/security/security-settings-form';
import { click, typeInto } from '../support/interact';
import { buttonByText, byLabel } from '../support/queries';
import { renderUi, settle } from '../support/render';

// The calendar view and security forms save their whole group with one Save: a bad field's message
// stays until the next Save, "Saved" shows once the save answers and goes at the next edit, and a
// read-only form says who may change it.
const READ_ONLY_NOTE = 'Only someone who manages settings can change these.';
const groups = defaultSettings('Demo Adjusting Co.');
const calendar = calendarSettingsSchema.parse(groups.calendar);

const field = (label: string) => byLabel<HTMLInputElement>(document, label);
const errorOf = (label: string) => {
  const ids = (field(label).getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');
};
const status = () => document.querySelector('[role="status"]')?.textContent ?? null;

describe('CalendarViewForm', () => {
  it('keeps a bad field’s message until the next Save, then saves and says so until an edit', async () => {
    const onSave = vi.fn((_next: unknown, onSaved: () => void) => onSaved());
    renderUi(<CalendarViewForm settings={calendar} readOnly={false} onSave={onSave} />, {
      mantine: 'test',
    });
    typeInto(field('Default event duration'), '2');
    click(buttonByText(document, 'Save'));
    await settle(() => expect(errorOf('Default event duration')).toBe(DURATION_MESSAGE));
    typeInto(field('Default event duration'), '45');
    expect(errorOf('Default event duration')).toBe(DURATION_MESSAGE);
    expect(onSave).not.toHaveBeenCalled();

    click(buttonByText(document, 'Save'));
    await settle(() => expect(status()).toBe('Saved'));
    expect(errorOf('Default event duration')).toBe('');
    expect(onSave.mock.calls[0]![0]).toMatchObject({ defaultEventDuration: 45 });
    typeInto(field('Default event duration'), '60');
    expect(status()).toBeNull();
  });

  it('read only: no Save, and who may change it', () => {
    renderUi(<CalendarViewForm settings={calendar} readOnly onSave={vi.fn()} />, {
      mantine: 'test',
    });
    expect(document.body.textContent).toContain(READ_ONLY_NOTE);
    expect(() => buttonByText(document, 'Save')).toThrow();
  });
});

describe('SecuritySettingsForm', () => {
  it('keeps a bad field’s message until the next Save, then saves and says so', async () => {
    const onSave = vi.fn((_next: unknown, onSaved: () => void) => onSaved());
    renderUi(
      <SecuritySettingsForm
        settings={groups.security}
        readOnly={false}
        callerIp="203.0.113.9"
        onSave={onSave}
      />,
      { mantine: 'test' },
    );
    typeInto(field('Minimum length'), '3');
    click(buttonByText(document, 'Save'));
    await settle(() => expect(errorOf('Minimum length')).not.toBe(''));
    const message = errorOf('Minimum length');
    typeInto(field('Minimum length'), '12');
    expect(errorOf('Minimum length')).toBe(message);
    expect(onSave).not.toHaveBeenCalled();

    click(buttonByText(document, 'Save'));
    await settle(() => expect(status()).toBe('Saved'));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ passwordPolicy: { minLength: 12 } });
  });

  it('read only: no Save, and who may change it', () => {
    renderUi(
      <SecuritySettingsForm settings={groups.security} readOnly callerIp={null} onSave={vi.fn()} />,
      { mantine: 'test' },
    );
    expect(document.body.textContent).toContain(READ_ONLY_NOTE);
    expect(() => buttonByText(document, 'Save')).toThrow();
  });
});
