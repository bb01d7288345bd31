import { describe, expect, it } from 'vitest';
import { cleanStyle } from '../../../src/domain/cleaning/clean-style';

describe('cleanStyle (SPEC 5 allowed styles)', () => {
  it('keeps the allowed properties in one canonical form', () => {
    expect(cleanStyle('COLOR: #ABC; Text-Align:center;font-weight: BOLD')).toBe(
      'color: #abc; text-align: center; font-weight: bold',
    );
    expect(cleanStyle('color:rgb( 1 ,22, 255 )')).toBe('color: rgb(1, 22, 255)');
    expect(cleanStyle('font-style: italic; text-decoration: line-through')).toBe(
      'font-style: italic; text-decoration: line-through',
    );
  });

  it('drops every other property, value and trick', () => {
    for (const style of [
      'color: red',
      'color: #abcd',
      'color: rgb(256, 0, 0)',
      'color: rgba(0, 0, 0, 0)',
      'color: #fff !important',
      'text-align: justify',
      'font-weight: 700',
      'text-decoration: underline wavy red',
      'background-image: url(javascript:alert(1))',
      'width: expression(alert(1))',
      'col\\6f r: #fff',
      'color: /**/#fff',
      'behavior: url(x.htc)',
      '-moz-binding: url(x)',
      'position: fixed',
    ]) {
      expect(cleanStyle(style), style).toBe('');
    }
  });

  it('keeps the last of a repeated property and is idempotent', () => {
    expect(cleanStyle('color: #111; color: #222')).toBe('color: #222');
    const once = cleanStyle('color:#111;x:y;text-align:left');
    expect(cleanStyle(once)).toBe(once);
  });
});
