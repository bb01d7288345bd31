import type { FormValidation } from './use-validated-form';

/**
 * Saves a record dialog's form: a new record, or, for one being edited, only the fields changed
 * since the form opened (nothing when none), under the id the record has now (an edit of a record
 * opened before it synced goes to its server id).
 */
export async function saveRecordForm<Input, Changes>(options: {
  /** The record being edited, and the form's values when it opened, checked; none to create. */
  editing?: { id: string; opened: FormValidation<Input, unknown> };
  input: Input;
  changesOf: (before: Input, next: Input) => Changes;
  replacedBy: ReadonlyMap<string, string>;
  create: (input: Input) => Promise<unknown>;
  update: (id: string, changes: Changes | Input) => Promise<unknown>;
}): Promise<void> {
  const { editing, input } = options;
  if (!editing) {
    await options.create(input);
    return;
  }
  const changes = editing.opened.ok ? options.changesOf(editing.opened.input, input) : input;
  const id = options.replacedBy.get(editing.id) ?? editing.id;
  if (Object.keys(changes as object).length > 0) await options.update(id, changes);
}
