import { describe, expect, it } from 'vitest';
import { cleanRichHtml } from '../../../src/domain/cleaning/rich-html';

// Runs in a fresh Node worker with no window configured: the rule must say so, not pass HTML
// through unchecked.
describe('cleanRichHtml without a DOM', () => {
  it('refuses to run and names the fix', () => {
    expect(() => cleanRichHtml('<b>x</b>')).toThrow(/configureRichHtml/);
  });
});
