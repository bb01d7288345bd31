import { describe, expect, it, vi } from 'vitest';
import { saveRecordForm } from '../../src/shared/ui/form/save-record-form';

// The event and task dialogs' save: a new record is created; an edit sends only what changed, to
// the id the record has now, and nothing at all when nothing changed.
type Input = { title: string; place?: string };
const changesOf = (before: Input, next: Input) =>
  Object.fromEntries(
    Object.entries(next).filter(([key, value]) => before[key as keyof Input] !== value),
  );

function save(options: Partial<Parameters<typeof saveRecordForm<Input, Partial<Input>>>[0]>) {
  const create = vi.fn(async () => undefined);
  const update = vi.fn(async () => undefined);
  const done = saveRecordForm<Input, Partial<Input>>({
    input: { title: 'B', place: 'here' },
    changesOf,
    replacedBy: new Map([['temp-1', 'srv-1']]),
    create,
    update,
    ...options,
  });
  return { done, create, update };
}

describe('saveRecordForm', () => {
  it('creates a new record', async () => {
    const { done, create, update } = save({});
    await done;
    expect(create).toHaveBeenCalledWith({ title: 'B', place: 'here' });
    expect(update).not.toHaveBeenCalled();
  });

  it('sends only the changed fields, under the id the record has now', async () => {
    const opened = { ok: true as const, input: { title: 'A', place: 'here' } };
    const { done, create, update } = save({ editing: { id: 'temp-1', opened } });
    await done;
    expect(update).toHaveBeenCalledWith('srv-1', { title: 'B' });
    expect(create).not.toHaveBeenCalled();
  });

  it('sends nothing when nothing changed, and everything when the opening values were invalid', async () => {
    const same = { ok: true as const, input: { title: 'B', place: 'here' } };
    const unchanged = save({ editing: { id: 'e-1', opened: same } });
    await unchanged.done;
    expect(unchanged.update).not.toHaveBeenCalled();

    const invalid = { ok: false as const, errors: {} };
    const whole = save({ editing: { id: 'e-1', opened: invalid } });
    await whole.done;
    expect(whole.update).toHaveBeenCalledWith('e-1', { title: 'B', place: 'here' });
  });
});
