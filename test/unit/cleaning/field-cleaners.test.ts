import { beforeAll, describe, expect, it } from 'vitest';
import { installDomWindow } from '../../../server/lib/dom-window';
import { FIELD_CLEANERS, SANITIZE_KINDS } from '../../../src/domain/cleaning/field-cleaners';

beforeAll(installDomWindow);

// What a user types, one keystroke at a time, and what the field holds once they leave it.
const TYPED: Record<string, [string, string]> = {
  text: ['  Jane   <b>Doe ', 'Jane ＜b>Doe'],
  email: [' Jane.Doe@Example.com ', 'jane.doe@example.com'],
  phone: ['+1 (555) 123-4567', '15551234567'],
  url: [' https://example.com/a b', ''],
  html: ['<b onclick="x">bold</b>', '<b>bold</b>'],
  number: ['$1,234.50', '1234.5'],
};

describe('FIELD_CLEANERS', () => {
  it('never undoes typing: a keystroke never shortens what is already there', () => {
    for (const kind of SANITIZE_KINDS) {
      const [typed] = TYPED[kind] ?? [''];
      const { typing } = FIELD_CLEANERS[kind];
      let field = '';
      for (const char of typed) {
        const next = typing(field + char);
        expect(next.length, `${kind}: ${field}|${char}`).toBeGreaterThanOrEqual(field.length);
        expect(next.slice(0, field.length - 1), kind).toBe(field.slice(0, -1));
        field = next;
      }
    }
  });

  it('applies the full rule on commit', () => {
    for (const kind of SANITIZE_KINDS) {
      const [typed, committed] = TYPED[kind] ?? ['', ''];
      const { typing, commit } = FIELD_CLEANERS[kind];
      let field = '';
      for (const char of typed) field = typing(field + char);
      expect(commit(field), kind).toBe(committed);
    }
  });

  it('leaves committed values untouched by later keystroke cleaning', () => {
    for (const kind of SANITIZE_KINDS) {
      const [typed] = TYPED[kind] ?? [''];
      const committed = FIELD_CLEANERS[kind].commit(typed);
      expect(FIELD_CLEANERS[kind].typing(committed), kind).toBe(committed);
    }
  });

  it('lets a space be typed between words', () => {
    expect(FIELD_CLEANERS.text.typing('Jane ')).toBe('Jane ');
    expect(FIELD_CLEANERS.text.commit('Jane ')).toBe('Jane');
  });
});
