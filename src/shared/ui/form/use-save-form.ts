import { useState, type FormEvent } from 'react';

/**
 * A settings form saved whole with one Save: its values, the field messages of the last Save
 * (kept until the next one, unlike `useValidatedForm`'s, which follow the fields), and "Saved"
 * from the save's answer until the next edit. `submit` hands valid settings to `onSave`.
 */
export function useSaveForm<Values, Settings, Errors>(
  initialValues: () => Values,
  validate: (values: Values) => { ok: true; settings: Settings } | { ok: false; errors: Errors },
  onSave: (next: Settings, onSaved: () => void) => void,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [saved, setSaved] = useState(false);
  const update = (patch: Partial<Values>) => {
    setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSave(result.settings, () => setSaved(true));
  };
  return { values, errors, saved, update, submit };
}
