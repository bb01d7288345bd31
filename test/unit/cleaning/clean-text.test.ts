import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { cleanText } from '../../../src/domain/cleaning/clean-text';

describe('cleanText (SPEC 5 text rule)', () => {
  it('trims and collapses whitespace runs, Unicode spaces included', () => {
    expect(cleanText('  Jane \t\n  Doe  ')).toBe('Jane Doe');
    expect(cleanText('a\u00A0\u2003\u3000b\u2028c\uFEFF')).toBe('a b c');
    expect(cleanText(' \n\t ')).toBe('');
  });

  it("keeps O'Brien & Sons exactly: no entity escaping at input", () => {
    expect(cleanText(`  O'Brien   &  Sons `)).toBe(`O'Brien & Sons`);
    expect(cleanText('"quoted" & 5 > 3 < 4 <3')).toBe('"quoted" & 5 > 3 < 4 <3');
    expect(cleanText('already &amp; escaped')).toBe('already &amp; escaped');
  });

  it('neutralises every < that would open a tag, end tag, comment or declaration', () => {
    expect(cleanText('<script>alert(1)</script>')).toBe('＜script>alert(1)＜/script>');
    expect(cleanText('<!-- x --> <?php <Img src=x>')).toBe('＜!-- x --> ＜?php ＜Img src=x>');
    expect(cleanText('a <b')).toBe('a ＜b');
  });

  it('never lets a cleaned text create an element when pasted into HTML unescaped', () => {
    const { document } = new JSDOM('').window;
    const hostile = '<img src=x onerror=alert(1)><<script>x</script><svg/onload=1></a><!--';
    const container = document.createElement('div');
    container.innerHTML = cleanText(hostile);
    expect(container.children).toHaveLength(0);
    expect(container.childNodes).toHaveLength(1);
  });

  it('removes control characters and replaces lone surrogates, before joining the rest', () => {
    expect(cleanText('a\u0000b\u0007c\u001Bd\u007F\u0085e')).toBe('abcde');
    expect(cleanText('<\u0000script>')).toBe('＜script>');
    expect(cleanText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(cleanText('\uD800\u0001\uDC00')).toBe('\uFFFD\uFFFD');
    expect(cleanText('emoji 🍑 stays')).toBe('emoji 🍑 stays');
  });

  it('is idempotent', () => {
    for (const value of [' a  <b c ', '\u0000<\u0000a', `O'Brien & Sons`, ' < / ', 'x\uD800']) {
      expect(cleanText(cleanText(value))).toBe(cleanText(value));
    }
  });
});
