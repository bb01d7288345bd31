import { act, createRef, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SanitizedTextInput } from '../../../src/shared/ui/form/sanitized-text-input';
import { SanitizedTextarea } from '../../../src/shared/ui/form/sanitized-textarea';
import { blur, inputEvent, typeText } from '../support/interact';
import { renderUi } from '../support/render';

const mount = (node: ReactNode) => renderUi(node).container;

const input = (container: HTMLElement) => container.querySelector('input') as HTMLInputElement;
const textarea = (container: HTMLElement) =>
  container.querySelector('textarea') as HTMLTextAreaElement;

function Controlled(props: { sanitize?: 'text' | 'email' | 'phone'; initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <SanitizedTextInput
        label="Field"
        sanitize={props.sanitize}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <output>{value}</output>
    </>
  );
}

describe('SanitizedTextInput', () => {
  it('cleans once at mount, uncontrolled and controlled', () => {
    const container = mount(
      <>
        <SanitizedTextInput label="A" defaultValue={`  O'Brien   &  Sons `} />
        <Controlled initial={'  Jane \t Doe '} />
      </>,
    );
    const [first, second] = Array.from(container.querySelectorAll('input'));
    expect(first?.value).toBe(`O'Brien & Sons`);
    expect(second?.value).toBe('Jane Doe');
    expect(container.querySelector('output')?.textContent).toBe('Jane Doe');
  });

  it('lets a space be typed between words, and trims on blur', () => {
    const container = mount(<Controlled initial="" />);
    const field = input(container);
    typeText(field, ' Jane  Doe ');
    expect(field.value).toBe(' Jane  Doe ');
    blur(field);
    expect(field.value).toBe('Jane Doe');
    expect(container.querySelector('output')?.textContent).toBe('Jane Doe');
  });

  it('neutralises a tag opening as it is typed, keeping the caret after it', () => {
    const container = mount(<Controlled initial="" />);
    const field = input(container);
    inputEvent(field, 'a < b');
    expect(field.value).toBe('a < b');
    inputEvent(field, 'x<i y', 3);
    expect(field.value).toBe('x＜i y');
    expect(field.selectionStart).toBe(3);
  });

  it('keeps the caret where the user expects when characters are stripped', () => {
    const container = mount(<Controlled sanitize="phone" initial="5551234" />);
    const field = input(container);
    inputEvent(field, '555-1234', 4);
    expect(field.value).toBe('5551234');
    expect(field.selectionStart).toBe(3);
    inputEvent(field, '55a51234', 3);
    expect(field.value).toBe('5551234');
    expect(field.selectionStart).toBe(2);
    expect(container.querySelector('output')?.textContent).toBe('5551234');
  });

  it('lowercases an email while typing and validates it on blur', () => {
    const container = mount(<Controlled sanitize="email" initial="" />);
    const field = input(container);
    expect(field.inputMode).toBe('email');
    typeText(field, ' Jane@Example.COM ');
    expect(field.value).toBe(' jane@example.com ');
    blur(field);
    expect(field.value).toBe('jane@example.com');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('keeps a refused email as typed and says why, until the user edits it', () => {
    const container = mount(<Controlled sanitize="email" initial="" />);
    const field = input(container);
    typeText(field, 'jane@');
    blur(field);
    expect(field.value).toBe('jane@');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Enter a valid email address');
    typeText(field, 'x');
    expect(container.textContent).not.toContain('Enter a valid email address');
  });

  it('leaves a stored value the rule refuses alone at mount, without an error yet', () => {
    const container = mount(<SanitizedTextInput sanitize="url" defaultValue="example.com" />);
    expect(input(container).value).toBe('example.com');
    expect(input(container).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('reads empty as 0 at mount, strips a number while typing and parses it on blur', () => {
    const container = mount(<SanitizedTextInput sanitize="number" defaultValue="" />);
    const field = input(container);
    expect(field.value).toBe('0');
    inputEvent(field, '$1,234.50');
    expect(field.value).toBe('1234.50');
    blur(field);
    expect(field.value).toBe('1234.5');
  });

  it('waits for an IME composition to end before cleaning', () => {
    const container = mount(<Controlled sanitize="email" initial="" />);
    const field = input(container);
    inputEvent(field, 'ÄB', 2, true);
    expect(field.value).toBe('ÄB');
    act(() => {
      field.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'ÄB' }));
    });
    expect(field.value).toBe('äb');
    expect(container.querySelector('output')?.textContent).toBe('äb');
  });

  it('forwards its ref and calls the caller’s handlers', () => {
    const ref = createRef<HTMLInputElement>();
    const seen: string[] = [];
    const container = mount(
      <SanitizedTextInput
        ref={ref}
        onChange={(event) => seen.push(event.currentTarget.value)}
        onBlur={() => seen.push('blur')}
      />,
    );
    expect(ref.current).toBe(input(container));
    typeText(input(container), 'a ');
    blur(input(container));
    expect(seen).toEqual(['a', 'a ', 'a', 'blur']);
  });
});

describe('SanitizedTextarea', () => {
  it('keeps newlines while typing and applies the text rule on blur', () => {
    const container = mount(<SanitizedTextarea />);
    const field = textarea(container);
    typeText(field, 'line one\nline  two\n');
    expect(field.value).toBe('line one\nline  two\n');
    blur(field);
    expect(field.value).toBe('line one line two');
  });

  it('cleans rich HTML at mount and on blur', () => {
    const container = mount(
      <SanitizedTextarea
        sanitize="html"
        defaultValue={'<p onclick="x()">hi<script>1</script></p>'}
      />,
    );
    const field = textarea(container);
    expect(field.value).toBe('<p>hi</p>');
    typeText(field, '<img src=x onerror=alert(1)>');
    expect(field.value).toBe('<p>hi</p><img src=x onerror=alert(1)>');
    blur(field);
    expect(field.value).toBe('<p>hi</p>');
  });
});
