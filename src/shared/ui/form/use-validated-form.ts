import { useState, type FormEvent } from 'react';

/** What a form's validate function answers: the parsed input, or a message per field. */
export type FormValidation<Input, Errors> =
  { ok: true; input: Input } | { ok: false; errors: Errors };

/**
 * A form's values and field messages: nothing is flagged until the first submit; after it,
 * messages follow the fields as they are fixed. `submit` hands valid input to `onSubmit`.
 *
 * Every change applies to the values as they are when React applies it, not as the last render
 * saw them: an edit and a stored value followed by `follow` in the same moment (a save from
 * another tab landing as the user types) must not undo each other.
 */
export function useValidatedForm<Values, Input, Errors>(
  initialValues: Values | (() => Values),
  validate: (values: Values) => FormValidation<Input, Errors>,
  onSubmit: (input: Input) => void,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const checked = submitted ? validate(values) : null;
  const errors: Partial<Errors> = checked && !checked.ok ? checked.errors : {};

  const replace = (next: Values) => setValues(next);
  const update = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  /** Shows `next` unless the values were edited since they were `seen`. */
  const follow = (seen: Values, next: Values, same: (a: Values, b: Values) => boolean) =>
    setValues((current) => (same(current, seen) ? next : current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.ok) onSubmit(result.input);
  };

  return { values, errors, replace, update, follow, submit };
}
