import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useValidatedForm } from '../../../src/shared/ui/form/use-validated-form';
import { renderUi } from '../support/render';

interface Values {
  interval: number;
  size: number;
}

const validate = (values: Values) =>
  values.interval > 0
    ? ({ ok: true, input: values } as const)
    : ({ ok: false, errors: { interval: 'Enter a positive number' } } as const);
const same = (a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b);

/** Renders the hook and hands out its latest answer. */
function harness(initial: Values) {
  const latest: { form: ReturnType<typeof useValidatedForm<Values, Values, object>> | null } = {
    form: null,
  };
  function Probe() {
    latest.form = useValidatedForm<Values, Values, object>(initial, validate, () => undefined);
    return null;
  }
  renderUi(<Probe />, { mantine: 'none' });
  return () => latest.form!;
}

describe('useValidatedForm', () => {
  it('keeps both of two edits made before the form renders again', () => {
    const form = harness({ interval: 15, size: 100 });
    act(() => {
      form().update({ interval: 30 });
      form().update({ size: 200 });
    });
    expect(form().values).toEqual({ interval: 30, size: 200 });
  });

  it('keeps an edit made in the same moment a new stored value is followed', () => {
    const form = harness({ interval: 15, size: 100 });
    const seen = form().values;
    act(() => {
      form().update({ interval: 30 });
      form().follow(seen, { interval: 15, size: 500 }, same);
    });
    expect(form().values).toEqual({ interval: 30, size: 100 });
  });

  it('follows a new stored value while the values are as they were seen', () => {
    const form = harness({ interval: 15, size: 100 });
    act(() => form().follow(form().values, { interval: 20, size: 500 }, same));
    expect(form().values).toEqual({ interval: 20, size: 500 });
  });

  it('flags nothing before the first submit, then follows the fields as they are fixed', () => {
    const form = harness({ interval: 15, size: 100 });
    act(() => form().update({ interval: 0 }));
    expect(form().errors).toEqual({});
    act(() => form().submit({ preventDefault: () => undefined } as never));
    expect(form().errors).toEqual({ interval: 'Enter a positive number' });
    act(() => form().update({ interval: 5 }));
    expect(form().errors).toEqual({});
  });
});
