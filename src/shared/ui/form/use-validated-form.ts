import { useState, type FormEvent } from 'react';

/** What a form's validate function answers: the parsed input, or a message per field. */
export type FormValidation<Input, Errors> =
  { ok: true; input: Input } | { ok: false; errors: Errors };

/**
 * A form's values and field messages: nothing is flagged until the first submit; after it,
 * messages follow the fields as they are fixed. `submit` hands valid input to `onSubmit`.
 */
export function useValidatedForm<Values, Input, Errors>(
  initialValues: Values | (() => Values),
  validate: (values: Values) => FormValidation<Input, Errors>,
  onSubmit: (input: Input) => void,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [submitted, setSubmitted] = useState(false);

  const replace = (next: Values) => {
    setValues(next);
    if (submitted) {
      const result = validate(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const update = (patch: Partial<Values>) => replace({ ...values, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.input);
  };

  return { values, errors, replace, update, submit };
}
